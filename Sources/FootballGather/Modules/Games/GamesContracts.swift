import FootballGatherAPI
import Foundation
import VIPERKit

/// What the user can do on the Games screen.
public enum GamesAction: NamedAction {
    /// Opens GameEdit for a new game.
    case newGame
    /// Loads the games again.
    case refresh
    /// Loads the games again after the first load failed.
    case retry
    /// Opens the game with this id.
    case open(UUID)

    public static let names = ActionNames<Self>([
        .plain("new-game", .newGame), .plain("refresh", .refresh), .plain("retry", .retry),
        .id("open", Self.open) { if case .open(let id) = $0 { id } else { nil } },
    ])
}

/// Everything the Games screen shows, rendered in one call.
public struct GamesViewState: ScreenState {
    public var title: String
    /// "Upcoming" (soonest first), then "Past" (latest first); a section without games is left out.
    public var sections: [GamesSection]
    /// Shown with ``emptyAction`` instead of the sections: why the games could not be loaded, or
    /// what to do first when there are none.
    public var emptyMessage: String?
    /// New game (primary) and Refresh.
    public var toolbar: [ScreenAction<GamesAction>]
    /// Offered with ``emptyMessage``: Retry after a failed first load, "Create your first game" when
    /// there are none.
    public var emptyAction: ScreenAction<GamesAction>?
    /// A request runs: show the loading indicator and ignore input.
    public var isLoading: Bool

    public init(
        title: String = "Games", sections: [GamesSection] = [], emptyMessage: String? = nil,
        toolbar: [ScreenAction<GamesAction>] = [], emptyAction: ScreenAction<GamesAction>? = nil,
        isLoading: Bool = false
    ) {
        self.title = title
        self.sections = sections
        self.emptyMessage = emptyMessage
        self.toolbar = toolbar
        self.emptyAction = emptyAction
        self.isLoading = isLoading
    }

    /// Nothing listed yet.
    public init() {
        self.init(title: "Games")
    }

    /// Every row, section after section.
    public var rows: [GameRow] { sections.flatMap(\.rows) }

    public var offeredActions: [ScreenAction<GamesAction>] {
        toolbar + (emptyAction.map { [$0] } ?? []) + rows.map(\.open)
    }
}

/// Upcoming or past games, under a heading.
public struct GamesSection: Equatable, Sendable {
    /// "Upcoming" or "Past".
    public var title: String
    public var rows: [GameRow]

    public init(title: String, rows: [GameRow]) {
        self.title = title
        self.rows = rows
    }
}

/// One game as the list shows it.
public struct GameRow: Equatable, Sendable, Identifiable {
    public var id: UUID
    /// "Thu, 26 Nov 2026, 19:00", in the game's time zone.
    public var when: String
    public var place: String
    /// "3 of 10 in · 2 waiting".
    public var fill: String
    /// "Answers closed" while players cannot answer; `nil` otherwise.
    public var status: String?
    /// What a tap on the row does: "Open".
    public var open: ScreenAction<GamesAction>

    public init(
        id: UUID, when: String, place: String, fill: String, status: String? = nil,
        open: ScreenAction<GamesAction>? = nil
    ) {
        self.id = id
        self.when = when
        self.place = place
        self.fill = fill
        self.status = status
        self.open = open ?? ScreenAction(.open(id), "Open", label: "Open the game at \(place)")
    }
}

/// Presenter → view for the Games screen.
@MainActor
public protocol GamesView: Screen, AlertDisplaying {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any GamesPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: GamesViewState)
}

/// View → presenter for the Games screen. `viewDidLoad` loads the games; every action the state
/// offers goes to `perform(_:)`.
@MainActor
public protocol GamesPresenting: LifecycleForwarding, ActionPerforming<GamesAction> {}

/// Presenter → interactor for the Games screen.
@MainActor
protocol GamesInteracting: AnyObject {
    /// The organiser's games: upcoming first, then past.
    func games() async throws -> [GameSummary]
    /// Calls `reload` each time the games changed elsewhere, for as long as the follower lives.
    func followGames(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower
}

/// Presenter → router for the Games screen.
@MainActor
protocol GamesRouting: SessionEndedRouting {
    /// Opens GameEdit for a new game; `delegate` hears when it is saved.
    func showNewGame(delegate: any GameEditDelegate)
    /// Opens the game with `id`; `delegate` hears when it changes or is deleted.
    func showGame(id: UUID, delegate: any GameDetailDelegate)
}
