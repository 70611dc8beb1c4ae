import Foundation

/// The names of the topics `GET /api/changes` tells of, shared by the server that publishes them
/// and the screens that follow them, so a renamed topic breaks both at compile time.
public enum DataTopic {
    /// The roster: the players and what is shown with them.
    public static let players = "players"
    /// The list of gathers and the records counted from it.
    public static let gathers = "gathers"

    /// One gather and its match: `gather/<id>`.
    public static func gather(_ id: UUID) -> String { "gather/\(id.uuidString)" }

    /// Whether `topic` is one gather's (``gather(_:)``), whichever.
    public static func isGather(_ topic: String) -> Bool { topic.hasPrefix("gather/") }
    /// The list of games.
    public static let games = "games"

    /// One game and its answers: `game/<id>`.
    public static func game(_ id: UUID) -> String { "game/\(id.uuidString)" }
}
