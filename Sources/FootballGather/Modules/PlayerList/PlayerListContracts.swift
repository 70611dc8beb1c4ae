import Foundation
import VIPERKit

/// What the user can do on the PlayerList screen.
public enum PlayerListAction: NamedAction {
    /// Opens PlayerAdd.
    case add
    /// Switches between list mode and selection mode.
    case select
    /// Loads the players again.
    case refresh
    /// Loads the players again from the empty state.
    case retry
    /// Opens the history of past gathers.
    case history
    /// Opens the organiser's games.
    case games
    /// Revokes the session and returns to Login.
    case logout
    /// Opens ConfirmPlayers with the ticked players (selection mode).
    case confirm
    /// Opens the player's details (list mode).
    case open(UUID)
    /// Ticks or unticks the player (selection mode).
    case tick(UUID)
    /// Asks, then deletes the player (list mode).
    case delete(UUID)
    /// Opens the Gather screen of the match in progress, where it stands.
    case openMatch

    public static let names = ActionNames<Self>([
        .plain("add", .add), .plain("select", .select), .plain("refresh", .refresh), .plain("retry", .retry),
        .plain("history", .history), .plain("games", .games), .plain("logout", .logout), .plain("confirm", .confirm),
        .plain("open-match", .openMatch),
        .id("open", Self.open) { if case .open(let id) = $0 { id } else { nil } },
        .id("tick", Self.tick) { if case .tick(let id) = $0 { id } else { nil } },
        .id("delete", Self.delete) { if case .delete(let id) = $0 { id } else { nil } },
    ])
}

/// Everything the PlayerList screen shows, rendered in one call.
public struct PlayerListViewState: ScreenState {
    /// Whether a tap opens a player (list) or ticks it (selection).
    public enum Mode: Equatable, Sendable {
        case list
        case selection
    }

    /// "Players", or "N selected" in selection mode.
    public var title: String
    public var mode: Mode
    public var rows: [PlayerListRow]
    /// Shown with ``emptyAction`` instead of the rows: why the players could not be loaded, or
    /// what to do first when there are none.
    public var emptyMessage: String?
    /// The screen's actions above the list, in order. List mode: Add, Select (disabled while the
    /// list is empty), Refresh (while there are rows), History, Games, Log out. Selection mode: Confirm
    /// players (enabled from two ticked players), Cancel.
    public var toolbar: [ScreenAction<PlayerListAction>]
    /// Offered with ``emptyMessage``: Retry after a failed first load, "Add your first player"
    /// when the roster is empty.
    public var emptyAction: ScreenAction<PlayerListAction>?
    /// A request runs: show the loading indicator and ignore input.
    public var isLoading: Bool
    /// The match being played (on this device or another of the account's), shown above the
    /// list while it goes on; `nil` when none is.
    public var match: PlayerListMatchLine?

    public init(
        title: String = "Players", mode: Mode = .list, rows: [PlayerListRow] = [], emptyMessage: String? = nil,
        toolbar: [ScreenAction<PlayerListAction>] = [], emptyAction: ScreenAction<PlayerListAction>? = nil,
        isLoading: Bool = false, match: PlayerListMatchLine? = nil
    ) {
        self.title = title
        self.mode = mode
        self.rows = rows
        self.emptyMessage = emptyMessage
        self.toolbar = toolbar
        self.emptyAction = emptyAction
        self.isLoading = isLoading
        self.match = match
    }

    /// The empty list, before the first load.
    public init() {
        self.init(title: "Players")
    }

    public var offeredActions: [ScreenAction<PlayerListAction>] {
        (match.map { [$0.open] } ?? []) + toolbar + (emptyAction.map { [$0] } ?? []) + rows.flatMap(\.actions)
    }
}

/// The line about the match in progress: "Match in progress · Team A 0 : 0 Team B · Open".
public struct PlayerListMatchLine: Equatable, Sendable {
    /// "Match in progress", or "Match left unfinished" once nobody touched it for a long while.
    public var title: String
    /// "Team A 2 : 1 Team B", held together by no-break spaces.
    public var score: String
    /// "Open": the Gather screen of the match.
    public var open: ScreenAction<PlayerListAction>

    public init(title: String, score: String, open: ScreenAction<PlayerListAction>) {
        self.title = title
        self.score = score
        self.open = open
    }

    /// The title and the score, as one sentence for a line of text: "Match in progress · Team A 0 : 0 Team B".
    public var text: String { "\(title) · \(score)" }
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
    /// What a tap on the row does: "Details" (list mode) or "Tick" (selection mode).
    public var primary: ScreenAction<PlayerListAction>
    /// "Delete", in list mode.
    public var delete: ScreenAction<PlayerListAction>?

    public init(
        id: UUID, name: String, position: String, skill: String, isTicked: Bool = false,
        primary: ScreenAction<PlayerListAction>? = nil, delete: ScreenAction<PlayerListAction>? = nil
    ) {
        self.id = id
        self.name = name
        self.position = position
        self.skill = skill
        self.isTicked = isTicked
        self.primary = primary ?? ScreenAction(.open(id), "Details")
        self.delete = delete
    }

    /// The row's actions: its tap, then Delete when offered.
    public var actions: [ScreenAction<PlayerListAction>] {
        [primary] + (delete.map { [$0] } ?? [])
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

/// View → presenter for the PlayerList screen. `viewDidLoad` loads the players; every action the
/// state offers goes to `perform(_:)`.
@MainActor
public protocol PlayerListPresenting: LifecycleForwarding, ActionPerforming<PlayerListAction> {}

/// Presenter → interactor for the PlayerList screen.
@MainActor
protocol PlayerListInteracting: AnyObject {
    func loadPlayers() async throws -> [Player]
    /// Calls `reload` each time the roster changed elsewhere, for as long as the follower lives.
    func followRoster(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower
    func deletePlayer(id: UUID) async throws
    func logout() async throws
    /// The gather in progress touched most recently, on any device of the account; `nil` when none is.
    func unfinishedGather() async throws -> UnfinishedGather?
    /// Calls `reload` each time a gather started, changed or ended elsewhere, for as long as the
    /// follower lives.
    func followMatches(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower
}

/// Presenter → router for the PlayerList screen.
@MainActor
protocol PlayerListRouting: SessionEndedRouting {
    func showDetail(of player: Player, delegate: any PlayerDetailDelegate)
    func showAdd(delegate: any PlayerAddDelegate)
    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate)
    func showHistory()
    func showGames()
    /// Opens the Gather screen of `unfinished`, over the list, where it stands.
    func showGather(resuming unfinished: UnfinishedGather, delegate: any GatherDelegate)
    /// Removes every screen above the list.
    func returnToList()
    /// Replaces the stack with Login (after logging out).
    func showLogin()
}
