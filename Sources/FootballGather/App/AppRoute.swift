import FootballGatherAPI
import Foundation
import VIPERKit

/// Every screen's route in Football Gather, in one table: what each module's view state stands
/// for (its `routes`) and how the screens step toward one another. A browser shows them as
/// addresses; a deep link on iOS would name the same.
///
/// | Route | Screen |
/// | --- | --- |
/// | `/login` | Login |
/// | `/players` | PlayerList |
/// | `/select` | PlayerList, choosing who plays |
/// | `/players/new` | PlayerAdd |
/// | `/players/{id}` | PlayerDetail |
/// | `/players/{id}/edit/{field}` | PlayerEdit (`name`, `age`, `preferred-position`, `skill`, `favourite-team`) |
/// | `/teams` | ConfirmPlayers |
/// | `/gather` | Gather |
/// | `/history` | History |
/// | `/history/{id}` | GatherDetail |
/// | `/games` | Games |
/// | `/games/new` | GameEdit, a new game |
/// | `/games/{id}` | GameDetail |
/// | `/games/{token}` | Invite (a game's invite link, no login) |
/// | `/games/{id}/edit` | GameEdit, the game |
/// | `/watch/{token}` | Watch (a live link, no login) |
public enum AppRoute: Hashable, Sendable {
    case login
    case players
    case select
    case newPlayer
    case player(UUID)
    case editPlayer(UUID, PlayerEditField)
    case teams
    case gather
    case history
    case pastGather(UUID)
    /// The organiser's games.
    case games
    case newGame
    case game(UUID)
    case editGame(UUID)
    /// A match seen through its live link; a first screen of its own, with no login.
    case watch(String)
    /// A game seen and answered through its invite link (`/games/<token>`; a token is never a
    /// UUID); a first screen of its own, with no login.
    case invite(String)

    /// Every route, read and printed by one table; reading tries the entries in order.
    static let table = RouteTable<AppRoute>([
        .fixed("login", is: .login),
        .fixed("players", is: .players),
        .fixed("select", is: .select),
        .fixed("players", "new", is: .newPlayer),
        .id(["players", .value], AppRoute.player) { if case .player(let id) = $0 { id } else { nil } },
        .pattern(
            ["players", .value, "edit", .value],
            read: { values in
                guard let id = UUID(uuidString: values[0]),
                    let field = PlayerEditField.allCases.first(where: { $0.name == values[1] })
                else { return nil }
                return .editPlayer(id, field)
            },
            write: { if case .editPlayer(let id, let field) = $0 { [id.uuidString, field.name] } else { nil } }),
        .fixed("teams", is: .teams),
        .fixed("gather", is: .gather),
        .fixed("history", is: .history),
        .id(["history", .value], AppRoute.pastGather) { if case .pastGather(let id) = $0 { id } else { nil } },
        .fixed("games", is: .games),
        .fixed("games", "new", is: .newGame),
        .text(["games", .value], { GameRules.isWellFormed($0) ? .invite($0) : nil }) {
            if case .invite(let token) = $0 { token } else { nil }
        },
        .id(["games", .value], AppRoute.game) { if case .game(let id) = $0 { id } else { nil } },
        .id(["games", .value, "edit"], AppRoute.editGame) { if case .editGame(let id) = $0 { id } else { nil } },
        .text(["watch", .value], { WatchLinkRules.isWellFormed($0) ? .watch($0) : nil }) {
            if case .watch(let token) = $0 { token } else { nil }
        },
    ])

    /// The first components of every route, for a front end that must know them in advance (a
    /// web server serving the page under them).
    public static let roots = table.roots

    /// The app's screen `route` names, or `nil` when it names none (an id that is not a UUID, say).
    public init?(_ route: Route) {
        guard let screen = Self.table.screen(at: route) else { return nil }
        self = screen
    }

    /// The route's components.
    public var route: Route { Self.table.route(of: self) }

    /// The route of the screen under this one when the user came the usual way, `nil` for a first
    /// screen.
    public var parent: AppRoute? {
        switch self {
        case .login, .players, .watch, .invite: nil
        case .select, .newPlayer, .player, .history, .games: .players
        case .editPlayer(let id, _): .player(id)
        case .teams: .select
        case .gather: .teams
        case .pastGather: .history
        case .newGame, .game: .games
        case .editGame(let id): .game(id)
        }
    }

    /// The route one step above this one on the usual way to `target`, `nil` when `target` is
    /// not above this route: from `/players` toward `/players/{id}/edit/age`, `/players/{id}`.
    public func next(toward target: AppRoute) -> AppRoute? {
        var step = target
        while let below = step.parent {
            if below == self { return step }
            step = below
        }
        return nil
    }

    /// The sentence for a live link opened in a tab that shows the app's own screens.
    static let watchElsewhere = "A live link opens in a new tab: open it from the message it came in."

    /// The sentence for an invite link opened in a tab that shows the app's own screens.
    static let inviteElsewhere = "An invite link opens in a new tab: open it from the message it came in."

    /// The sentence for a route that names no screen of the app.
    static func noScreen(at route: Route) -> String {
        "There is no screen at \(route.path)."
    }
}
