import Foundation

/// What a change touched in one account's data, shared by the server that publishes it and the
/// screens that follow it: a screen that shows the topic reloads it.
public enum ChangeTopic: Hashable, Sendable {
    /// The roster: the players and what is shown with them.
    case players
    /// The list of gathers (History) and the records counted from it.
    case gathers
    /// One gather and its match.
    case gather(UUID)
    /// The list of games.
    case games
    /// One game and its answers.
    case game(UUID)

    /// The topic's name on the change stream: `players`, `gathers`, `gather/<id>`, `games` or
    /// `game/<id>`.
    public var name: String {
        switch self {
        case .players: "players"
        case .gathers: "gathers"
        case .gather(let id): "gather/\(id.uuidString)"
        case .games: "games"
        case .game(let id): "game/\(id.uuidString)"
        }
    }

    /// The topic named `name` (see ``name``); `nil` for a name no topic has.
    public init?(name: String) {
        switch name {
        case "players": self = .players
        case "gathers": self = .gathers
        case "games": self = .games
        default:
            let parts = name.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let id = UUID(uuidString: String(parts[1])) else { return nil }
            switch parts[0] {
            case "gather": self = .gather(id)
            case "game": self = .game(id)
            default: return nil
            }
        }
    }

    /// Whether this is one gather's topic, whichever.
    public var isGather: Bool {
        if case .gather = self { return true }
        return false
    }
}
