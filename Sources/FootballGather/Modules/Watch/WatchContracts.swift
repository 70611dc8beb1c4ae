import FootballGatherAPI
import Foundation
import VIPERKit

/// What a watcher can do on the Watch screen.
public enum WatchAction: String, ActionIdentifier {
    /// Loads the match again after it could not be loaded.
    case retry
    /// Leaves the match for the app's own first screen, to organise one's own games.
    case openApp
}

/// Everything the Watch screen shows, rendered in one call: a match seen through its live link.
public struct WatchViewState: ScreenState {
    public var title: String
    /// The live link's token: the page's address is `/watch/<token>`.
    public var token: String
    /// "Team A" and "Team B".
    public var teamAName = GatherTeam.teamA.rawValue
    public var teamBName = GatherTeam.teamB.rawValue
    /// Each team's players: names and position acronyms, nothing more.
    public var teamA: [PlayerTeamRow]
    public var teamB: [PlayerTeamRow]
    /// Goals of each team; `nil` before the match is loaded.
    public var scoreA: Int?
    public var scoreB: Int?
    /// The time left, "MM:SS"; empty once the match ended.
    public var clock: String
    /// While the clock runs, the moment it reaches 00:00, for a front end that counts by itself (a
    /// web page); the same for every watcher of the link.
    public var clockEndsAt: Date?
    /// Where the match stands: "Live", "Paused", "Not started", "Time's up", "Full time: Team A won".
    public var status: String
    /// Which match it is: "Thu, 26 Nov 2026, 19:00 · Hackney Marshes" (when, and where when it was
    /// played from a game); empty before the match is loaded.
    public var match: String = ""
    /// Why the link shows nothing new any more (the last score seen stays shown), or why the match
    /// could not be loaded; `nil` otherwise.
    public var notice: String?
    /// Try again, offered when the match could not be loaded, then Organise your own games.
    public var actions: [ScreenAction<WatchAction>]
    public var isLoading: Bool

    public init(
        title: String, token: String, teamA: [PlayerTeamRow] = [], teamB: [PlayerTeamRow] = [], scoreA: Int? = nil,
        scoreB: Int? = nil,
        clock: String = "", clockEndsAt: Date? = nil, status: String = "", notice: String? = nil,
        actions: [ScreenAction<WatchAction>] = [], isLoading: Bool = false
    ) {
        self.title = title
        self.token = token
        self.teamA = teamA
        self.teamB = teamB
        self.scoreA = scoreA
        self.scoreB = scoreB
        self.clock = clock
        self.clockEndsAt = clockEndsAt
        self.status = status
        self.notice = notice
        self.actions = actions
        self.isLoading = isLoading
    }

    /// Nothing shown yet.
    public init() {
        self.init(title: "", token: "")
    }

    public var offeredActions: [ScreenAction<WatchAction>] { actions }
}

/// Presenter → view for the Watch screen.
@MainActor
public protocol WatchView: Screen {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any WatchPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: WatchViewState)
}

/// View → presenter for the Watch screen. `viewDidLoad` loads the match and follows it; Try again
/// goes to `perform(_:)`.
@MainActor
public protocol WatchPresenting: LifecycleForwarding, ActionPerforming<WatchAction> {}

/// Presenter → interactor for the Watch screen.
@MainActor
protocol WatchInteracting: AnyObject {
    /// The match at the link as it stands now.
    func match() async throws -> WatchedMatchResponse
    /// News of the match from now on.
    func news() -> AsyncStream<LinkNews>
}

/// Presenter → router for the Watch screen.
@MainActor
protocol WatchRouting: AnyObject {
    /// Replaces the match with the app's first screen (Login, or the player list when logged in).
    func openApp() async
}
