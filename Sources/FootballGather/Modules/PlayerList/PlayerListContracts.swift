import Foundation
import VIPERKit

/// Everything the PlayerList screen shows, rendered in one call.
public struct PlayerListViewState: Equatable, Sendable {
    /// Whether a tap opens a player (list) or ticks it (selection).
    public enum Mode: Equatable, Sendable {
        case list
        case selection
    }

    /// "Players", or "N selected" in selection mode.
    public var title: String
    public var mode: Mode
    public var rows: [PlayerListRow]
    /// Shown with a Retry action instead of the rows when the user has no players.
    public var emptyMessage: String?
    /// "Select" in list mode, "Cancel" in selection mode.
    public var selectTitle: String
    /// Select is disabled while the list is empty.
    public var isSelectEnabled: Bool
    /// "Confirm players" is enabled when at least two players are ticked.
    public var isConfirmEnabled: Bool
    /// A request runs: show the loading indicator and ignore input.
    public var isLoading: Bool

    public init(
        title: String = "Players", mode: Mode = .list, rows: [PlayerListRow] = [], emptyMessage: String? = nil,
        selectTitle: String = "Select", isSelectEnabled: Bool = false, isConfirmEnabled: Bool = false,
        isLoading: Bool = false
    ) {
        self.title = title
        self.mode = mode
        self.rows = rows
        self.emptyMessage = emptyMessage
        self.selectTitle = selectTitle
        self.isSelectEnabled = isSelectEnabled
        self.isConfirmEnabled = isConfirmEnabled
        self.isLoading = isLoading
    }
}

/// One player as the list shows it.
public struct PlayerListRow: Equatable, Sendable, Identifiable {
    public var id: UUID
    public var name: String
    /// "Position: <position or ->".
    public var position: String
    /// "Skill: <skill or ->".
    public var skill: String
    /// Ticked in selection mode; always `false` in list mode.
    public var isTicked: Bool

    public init(id: UUID, name: String, position: String, skill: String, isTicked: Bool = false) {
        self.id = id
        self.name = name
        self.position = position
        self.skill = skill
        self.isTicked = isTicked
    }
}

/// Presenter → view for the PlayerList screen.
@MainActor
public protocol PlayerListView: Screen, AlertDisplaying, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any PlayerListPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: PlayerListViewState)
}

/// View → presenter for the PlayerList screen. `viewDidLoad` loads the players.
@MainActor
public protocol PlayerListPresenting: LifecycleForwarding {
    /// List mode: opens the player's details. Selection mode: ticks or unticks the player.
    func didSelectPlayer(id: UUID)
    /// Opens PlayerAdd (list mode).
    func didTapAdd()
    /// Asks for confirmation, then deletes the player (list mode).
    func didTapDelete(id: UUID) async
    /// Loads the players again (list mode).
    func didTapRefresh() async
    /// Loads the players again from the empty state.
    func didTapRetry() async
    /// Revokes the session and returns to Login (list mode).
    func didTapLogout() async
    /// Switches between list mode and selection mode ("Select" / "Cancel").
    func didTapSelect()
    /// Opens ConfirmPlayers with the ticked players on the bench (selection mode, two or more ticked).
    func didTapConfirm()
    /// Opens the history of past gathers (list mode).
    func didTapHistory()
}

/// Presenter → interactor for the PlayerList screen.
@MainActor
protocol PlayerListInteracting: AnyObject {
    func loadPlayers() async throws -> [Player]
    func deletePlayer(id: UUID) async throws
    func logout() async throws
}

/// Presenter → router for the PlayerList screen.
@MainActor
protocol PlayerListRouting: SessionEndedRouting {
    func showDetail(of player: Player, delegate: any PlayerDetailDelegate)
    func showAdd(delegate: any PlayerAddDelegate)
    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate)
    func showHistory()
    /// Removes every screen above the list.
    func returnToList()
    /// Replaces the stack with Login (after logging out).
    func showLogin()
}
