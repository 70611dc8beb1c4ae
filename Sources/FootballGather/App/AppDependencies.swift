import Foundation
import VIPERKit

/// Everything the modules need from the outside world, injected once at start.
public struct AppDependencies: Sendable {
    public var accounts: any AccountService
    public var players: any PlayerService
    public var gathers: any GatherService
    /// Games players answer through an invite link.
    public var games: any GameService
    /// What changed elsewhere (another device or tab of the account).
    public var changes: any TopicChangeSource
    /// Matches watched through their live links, without an account.
    public var watching: any WatchService
    /// Games seen and answered through their invite links, without an account.
    public var invites: any InviteService
    /// Remembered username and the remember-me switch.
    public var settings: any KeyValueStore
    /// Drives the Gather match clock; tests pass a test clock.
    public var clock: any Clock<Duration>
    /// The time zone a new game starts in until the organiser types another: the device's, or the
    /// browser's as its page reported it. Read each time it is needed.
    public var currentTimeZone: @Sendable () -> TimeZone
    /// ``currentTimeZone`` now.
    public var timeZone: TimeZone { currentTimeZone() }
    /// The time of day now, for the day written in shared teams; tests pass a fixed one.
    public var now: @Sendable () -> Date

    public init(
        accounts: any AccountService, players: any PlayerService, gathers: any GatherService,
        games: any GameService, settings: any KeyValueStore, changes: any TopicChangeSource = NoTopicChanges(),
        watching: any WatchService = NoWatching(), invites: any InviteService = NoInvites(),
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = Date.init,
        timeZone: @autoclosure @escaping @Sendable () -> TimeZone = .current
    ) {
        self.accounts = accounts
        self.players = players
        self.gathers = gathers
        self.games = games
        self.changes = changes
        self.watching = watching
        self.invites = invites
        self.settings = settings
        self.clock = clock
        self.now = now
        currentTimeZone = timeZone
    }
}
