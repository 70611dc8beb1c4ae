import FootballGatherAPI
import Foundation
import VIPERKit

/// One player row of the Gather screen: the name and the position acronym ("-" when none).
public typealias GatherRow = PlayerTeamRow

/// Everything the Gather screen shows, rendered in one call.
public struct GatherViewState: Equatable, Sendable {
    public var title: String
    public var teamA: [GatherRow]
    public var teamB: [GatherRow]
    /// Goals of Team A, 0...99.
    public var scoreA: Int
    /// Goals of Team B, 0...99.
    public var scoreB: Int
    /// The time left, "MM:SS".
    public var clock: String
    /// The clock action's title: "Start" (stopped), "Pause" (running) or "Resume" (paused).
    public var clockAction: String
    /// "Time's up!" once the countdown reached 00:00; `nil` otherwise.
    public var clockMessage: String?
    /// Minutes the time picker starts at: of the time left while the clock runs or is paused,
    /// else of the time last set.
    public var setMinutes: Int
    /// Seconds the time picker starts at (see ``setMinutes``).
    public var setSeconds: Int
    public var isLoading: Bool

    public init(
        title: String, teamA: [GatherRow], teamB: [GatherRow], scoreA: Int, scoreB: Int, clock: String,
        clockAction: String, clockMessage: String?, setMinutes: Int, setSeconds: Int, isLoading: Bool
    ) {
        self.title = title
        self.teamA = teamA
        self.teamB = teamB
        self.scoreA = scoreA
        self.scoreB = scoreB
        self.clock = clock
        self.clockAction = clockAction
        self.clockMessage = clockMessage
        self.setMinutes = setMinutes
        self.setSeconds = setSeconds
        self.isLoading = isLoading
    }
}

/// Presenter → view.
@MainActor
public protocol GatherView: Screen, AlertDisplaying, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any GatherPresenting)? { get set }
    func render(_ state: GatherViewState)
}

/// View → presenter.
@MainActor
public protocol GatherPresenting: LifecycleForwarding {
    /// Adds a goal to `team` (at most 99).
    func didTapIncrementScore(for team: GatherTeam)
    /// Removes a goal from `team` (at least 0).
    func didTapDecrementScore(for team: GatherTeam)
    /// Sets the match clock to `minutes`:`seconds` (each 0...59, not 00:00); a running clock
    /// goes on from there, a paused one stays paused.
    func didSetTime(minutes: Int, seconds: Int)
    /// Starts, pauses or resumes the clock, following the action's title.
    func didTapClockAction()
    /// Stops the clock and resets it to the time last set.
    func didTapCancelClock()
    /// Asks for confirmation, then records the score and winner and leaves.
    func didTapEndGather() async
    /// Leaves the screen, asking first when the gather is under way; the gather is discarded.
    func didTapBack() async
}

/// Presenter → interactor.
@MainActor
protocol GatherInteracting: AnyObject {
    /// Records `score` (and the winner it implies) for the gather.
    func endGather(score: GatherScore) async throws -> Gather
    /// Deletes the gather, left without being ended.
    func discardGather() async throws
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
    func gatherDidEnd()
}
