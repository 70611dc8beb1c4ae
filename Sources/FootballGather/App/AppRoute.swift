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

    /// The first components of every route, for a front end that must know them in advance (a
    /// web server serving the page under them).
    public static let roots = ["login", "players", "select", "teams", "gather", "history", "games", "watch"]

    /// The app's screen `route` names, or `nil` when it names none (an id that is not a UUID, say).
    public init?(_ route: Route) {
        switch route.components {
        case ["login"]: self = .login
        case ["players"]: self = .players
        case ["select"]: self = .select
        case ["players", "new"]: self = .newPlayer
        case ["teams"]: self = .teams
        case ["gather"]: self = .gather
        case ["history"]: self = .history
        case ["games"]: self = .games
        case ["games", "new"]: self = .newGame
        case let components where components.count == 2 && components[0] == "watch":
            guard WatchLinkRules.isWellFormed(components[1]) else { return nil }
            self = .watch(components[1])
        case let components
        where components.count == 2 && components[0] == "games" && GameRules.isWellFormed(components[1]):
            self = .invite(components[1])
        case let components where components.count == 2:
            guard let id = UUID(uuidString: components[1]) else { return nil }
            switch components[0] {
            case "players": self = .player(id)
            case "history": self = .pastGather(id)
            case "games": self = .game(id)
            default: return nil
            }
        case let components where components.count == 4 && components[0] == "players" && components[2] == "edit":
            guard let id = UUID(uuidString: components[1]),
                let field = PlayerEditField.allCases.first(where: { $0.name == components[3] })
            else { return nil }
            self = .editPlayer(id, field)
        case let components where components.count == 3 && components[0] == "games" && components[2] == "edit":
            guard let id = UUID(uuidString: components[1]) else { return nil }
            self = .editGame(id)
        default: return nil
        }
    }

    /// The route's components.
    public var route: Route {
        switch self {
        case .login: Route("login")
        case .players: Route("players")
        case .select: Route("select")
        case .newPlayer: Route("players", "new")
        case .player(let id): Route("players", id.uuidString)
        case .editPlayer(let id, let field): Route("players", id.uuidString, "edit", field.name)
        case .teams: Route("teams")
        case .gather: Route("gather")
        case .history: Route("history")
        case .pastGather(let id): Route("history", id.uuidString)
        case .games: Route("games")
        case .newGame: Route("games", "new")
        case .game(let id): Route("games", id.uuidString)
        case .editGame(let id): Route("games", id.uuidString, "edit")
        case .watch(let token): Route("watch", token)
        case .invite(let token): Route("games", token)
        }
    }

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
