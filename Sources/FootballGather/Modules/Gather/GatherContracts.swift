import FootballGatherAPI
import Foundation
import VIPERKit

/// One player row of the Gather screen: the name and the position acronym ("-" when none).
public typealias GatherRow = PlayerTeamRow

/// What the user can do on the Gather screen.
public enum GatherAction: NamedAction {
    /// Adds a goal to the team (at most 99).
    case addGoal(GatherTeam)
    /// Removes a goal from the team (at least 0).
    case removeGoal(GatherTeam)
    /// Starts, pauses or resumes the clock, following the action's title.
    case clock
    /// Stops the clock and resets it to the time last set.
    case resetClock
    /// Asks, then records the score and the winner and leaves.
    case endGather
    /// Leaves, asking first when the gather is under way; the gather is discarded.
    case back
    /// Makes the match's live link (or shows the one going on), for anyone to watch.
    case shareLiveLink
    /// Hands the live link to the front end's share sheet (or shows it to copy).
    case sendLiveLink
    /// Asks, then stops the live link: its watchers are told.
    case stopLiveLink
    /// Opens the time picker at the time left (while the clock runs or is paused), else at the
    /// time last set.
    case openTimePicker
    /// Sets the match clock to the picker's time and closes it; a time that cannot be used stays
    /// in the picker, with the reason. A running clock goes on from there, a paused one stays paused.
    case setTime
    /// Closes the time picker without a change.
    case closeTimePicker

    public static let names = ActionNames<Self>([
        .text("add-goal", { team(named: $0).map(Self.addGoal) }) {
            if case .addGoal(let team) = $0 { argument(for: team) } else { nil }
        },
        .text("remove-goal", { team(named: $0).map(Self.removeGoal) }) {
            if case .removeGoal(let team) = $0 { argument(for: team) } else { nil }
        },
        .plain("clock-action", .clock), .plain("reset-clock", .resetClock), .plain("end-gather", .endGather),
        .plain("back", .back), .plain("share-live-link", .shareLiveLink), .plain("send-live-link", .sendLiveLink),
        .plain("stop-live-link", .stopLiveLink), .plain("set-time", .openTimePicker), .plain("time-ok", .setTime),
        .plain("time-cancel", .closeTimePicker),
    ])

    /// The live link's actions on the Gather screen.
    static let liveLinkOffer = LiveLinkOffer<GatherAction>(
        share: .shareLiveLink, send: .sendLiveLink, stop: .stopLiveLink)

    private static func argument(for team: GatherTeam) -> String {
        team == .teamA ? "team-a" : "team-b"
    }

    private static func team(named argument: String) -> GatherTeam? {
        GatherTeam.allCases.first { Self.argument(for: $0) == argument }
    }
}

/// Everything the Gather screen shows, rendered in one call.
public struct GatherViewState: ScreenState {
    public var title: String
    public var teamA: [GatherRow]
    public var teamB: [GatherRow]
    /// Goals of Team A, 0...99.
    public var scoreA: Int
    /// Goals of Team B, 0...99.
    public var scoreB: Int
    /// The time left, "MM:SS".
    public var clock: String
    /// The clock's actions: Start (stopped), Pause (running) or Resume (paused), then Reset clock.
    public var clockActions: [ScreenAction<GatherAction>]
    /// End Gather, then Back (which asks first when the gather is under way).
    public var gatherActions = [
        ScreenAction(GatherAction.endGather, "End Gather", role: .primary),
        ScreenAction(GatherAction.back, "Back", role: .cancel),
    ]
    /// "Team A" and "Team B".
    public var teamAName = GatherTeam.teamA.rawValue
    public var teamBName = GatherTeam.teamB.rawValue
    /// "Set time": opens the time picker.
    public var setTime = ScreenAction(GatherAction.openTimePicker, "Set time")
    /// The open time picker; `nil` while it is closed.
    public var timePicker: MatchTimePicker?
    /// "Time's up!" once the countdown reached 00:00; `nil` otherwise.
    public var clockMessage: String?
    /// "Paused" while the clock is paused, shown with the time; `nil` while it runs or is stopped.
    public var clockStatus: String?
    /// While the clock runs, what a front end that redraws by itself (a web page) needs to count
    /// down between states; `nil` while it is stopped or paused.
    public var countdown: ClockCountdown?
    public var isLoading: Bool
    /// Share live link, or Send live link and Stop sharing while one goes on.
    public var liveLinkActions: [ScreenAction<GatherAction>] = []
    /// The live link's path (`/watch/<token>`) while one goes on, and what it means.
    public var liveLinkPath: String?
    public var liveLinkNote: String?

    public init(
        title: String, teamA: [GatherRow], teamB: [GatherRow], scoreA: Int, scoreB: Int, clock: String,
        clockAction: String, clockMessage: String?, isLoading: Bool
    ) {
        self.title = title
        self.teamA = teamA
        self.teamB = teamB
        self.scoreA = scoreA
        self.scoreB = scoreB
        self.clock = clock
        clockActions = [
            ScreenAction(.clock, clockAction, role: .primary), ScreenAction(.resetClock, "Reset clock"),
        ]
        self.clockMessage = clockMessage
        self.isLoading = isLoading
        liveLinkActions = GatherAction.liveLinkOffer.actions(for: nil, isEnabled: !isLoading)
    }

    /// Nothing shown yet.
    public init() {
        self.init(
            title: "", teamA: [], teamB: [], scoreA: 0, scoreB: 0, clock: "", clockAction: "", clockMessage: nil,
            isLoading: false)
    }

    /// The clock action's title: "Start", "Pause" or "Resume".
    public var clockAction: String { clockActions.first?.title ?? "" }

    /// The team's name and its goal steppers, "−" then "+".
    public func goalActions(of team: GatherTeam) -> [ScreenAction<GatherAction>] {
        [
            ScreenAction(.removeGoal(team), "−", label: "\(team.rawValue) remove a goal"),
            ScreenAction(.addGoal(team), "+", label: "\(team.rawValue) add a goal"),
        ]
    }

    /// The goals, then the clock's actions and Set time (or, while the time picker is open, its
    /// Set and Cancel), then the gather's and the live link's.
    public var offeredActions: [ScreenAction<GatherAction>] {
        let clock = timePicker.map { [$0.set, $0.cancel] } ?? clockActions + [setTime]
        return goalActions(of: .teamA) + goalActions(of: .teamB) + clock + gatherActions + liveLinkActions
    }
}

/// Presenter → view.
@MainActor
public protocol GatherView: Screen, AlertDisplaying, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any GatherPresenting)? { get set }
    func render(_ state: GatherViewState)
}

/// View → presenter: every action goes to `perform(_:)`; the time picker's fields report their text.
@MainActor
public protocol GatherPresenting: LifecycleForwarding, ActionPerforming<GatherAction> {
    /// The open time picker's `field` now reads `text` (cut to 8 characters); nothing while the
    /// picker is closed.
    func fieldDidChange(_ field: GatherField, to text: String)
}

/// Presenter → interactor.
@MainActor
protocol GatherInteracting: AnyObject {
    /// Records `score` (and the winner it implies) for the gather.
    func endGather(score: GatherScore) async throws -> Gather
    /// Deletes the gather, left without being ended.
    func discardGather() async throws
    /// Sends `operation` (a goal, the clock started…) to the server in the background, after the
    /// ones sent before it, so the match is kept there (to be resumed after a restart) and another
    /// device's changes are never overwritten.
    func send(_ operation: GatherOperation)
    /// Returns once every operation handed over so far has been sent (or failed).
    func operationsSent() async
    /// Whether operations wait to be sent (the server does not have all of this screen's changes).
    var hasUnsentOperations: Bool { get }
    /// Called once every operation handed over was sent, when the server answered one of them as
    /// a replay (applied before, from the same event delivered again): the match this screen
    /// counted may then differ from the server's.
    var onReplayedOperations: (@MainActor () async -> Void)? { get set }
    /// Calls `reload` each time the match changed elsewhere, for as long as the follower lives.
    func followMatch(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower
    /// Where the match stands now on the server.
    func currentMatch() async throws -> MatchState
    /// The match's live link going on; `nil` when none is.
    func liveLink() async throws -> LiveLink?
    /// The match's live link: the one going on, or a new one.
    func shareLiveLink() async throws -> LiveLink
    /// Stops the match's live link.
    func stopLiveLink() async throws
}

/// Presenter → router.
@MainActor
protocol GatherRouting: SessionEndedRouting {
    /// Leaves the screen without ending the gather.
    func close()
    /// After the gather ended: returns to the player list unless the delegate already navigated.
    func returnToPlayerList()
}

/// Module output, held weakly: the gather was ended and its result recorded.
@MainActor
public protocol GatherDelegate: AnyObject {
    /// Ended on this screen.
    func gatherDidEnd()
    /// Ended on another device while this screen showed it; `notice` says so with the result, for
    /// the screen the user returns to (by default it is not shown: ``gatherDidEnd()``).
    func gatherDidEnd(elsewhere notice: Alert)
    /// Discarded on another device while this screen showed it, which has left; `notice` says so,
    /// for the screen the user is back on (by default it is not shown).
    func gatherWasDiscarded(elsewhere notice: Alert)
}

extension GatherDelegate {
    public func gatherDidEnd(elsewhere notice: Alert) {
        gatherDidEnd()
    }

    public func gatherWasDiscarded(elsewhere notice: Alert) {}
}

/// A running match clock: the same for every second of one run (from Start or Resume to Pause,
/// Reset, a new time or 00:00), so a page that counts by itself needs nothing new while it runs.
public struct ClockCountdown: Hashable, Sendable {
    /// Which run of the clock this is, counted from 1 on the screen.
    public var run: Int
    /// The seconds left when the run started; it reaches 00:00 that many seconds later.
    public var startSeconds: Int
    /// The time shown when the run started, "MM:SS".
    public var startText: String

    public init(run: Int, startSeconds: Int, startText: String) {
        self.run = run
        self.startSeconds = startSeconds
        self.startText = startText
    }
}
