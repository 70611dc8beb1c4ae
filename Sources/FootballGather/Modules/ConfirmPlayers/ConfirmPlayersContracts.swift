import Foundation
import VIPERKit

/// One player row of ConfirmPlayers: the name and the position acronym ("-" when none).
public typealias ConfirmPlayersRow = PlayerTeamRow

/// One section of ConfirmPlayers (Bench, Team A or Team B) with its header, e.g. "Team A (2)".
public struct ConfirmPlayersSection: Equatable, Sendable {
    public var team: Team
    public var header: String
    public var rows: [ConfirmPlayersRow]

    public init(team: Team, header: String, rows: [ConfirmPlayersRow]) {
        self.team = team
        self.header = header
        self.rows = rows
    }
}

/// Everything the ConfirmPlayers screen shows, rendered in one call.
public struct ConfirmPlayersViewState: Equatable, Sendable {
    public var title: String
    /// Bench, Team A and Team B, in this order.
    public var sections: [ConfirmPlayersSection]
    /// "Start Gather" is enabled only when Team A and Team B each have a player.
    public var isStartEnabled: Bool
    /// Why "Start Gather" is disabled; `nil` while it is enabled.
    public var hint: String?
    public var isLoading: Bool

    public init(
        title: String, sections: [ConfirmPlayersSection], isStartEnabled: Bool, hint: String?, isLoading: Bool
    ) {
        self.title = title
        self.sections = sections
        self.isStartEnabled = isStartEnabled
        self.hint = hint
        self.isLoading = isLoading
    }
}

/// Presenter → view.
@MainActor
public protocol ConfirmPlayersView: Screen, AlertDisplaying {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any ConfirmPlayersPresenting)? { get set }
    func render(_ state: ConfirmPlayersViewState)
}

/// View → presenter.
@MainActor
public protocol ConfirmPlayersPresenting: LifecycleForwarding {
    /// Moves the player with `playerID` to `team` (Bench, Team A or Team B); unknown ids are ignored.
    func didMove(playerID: UUID, to team: Team)
    /// Creates the gather with Team A and Team B and opens the Gather screen.
    func didTapStartGather() async
}

/// Presenter → interactor.
@MainActor
protocol ConfirmPlayersInteracting: AnyObject {
    /// Creates the gather on the server with every player of Team A and Team B.
    func createGather(players: [PlayerInTeam]) async throws -> Gather
}

/// Presenter → router.
@MainActor
protocol ConfirmPlayersRouting: SessionEndedRouting {
    func showGather(_ gather: Gather, delegate: any GatherDelegate)
}

/// Module output, held weakly: the gather started from this screen has ended.
@MainActor
public protocol ConfirmPlayersDelegate: AnyObject {
    func confirmPlayersDidEndGather()
}
