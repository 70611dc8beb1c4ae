import Foundation

/// How one ended gather went for a player.
public enum PlayerResult: String, WireEnum {
    case won = "W"
    case drawn = "D"
    case lost = "L"
}

/// A player's record over their ended gathers: `GET /api/players/{id}/record`. A gather never
/// ended does not count.
public struct PlayerRecordResponse: Codable, Equatable, Sendable {
    public var played: Int
    public var won: Int
    public var drawn: Int
    public var lost: Int
    /// The newest ended gathers' results, newest first, five at most.
    public var lastResults: [PlayerResult]

    public init(played: Int, won: Int, drawn: Int, lost: Int, lastResults: [PlayerResult]) {
        self.played = played
        self.won = won
        self.drawn = drawn
        self.lost = lost
        self.lastResults = lastResults
    }

    /// How many results ``lastResults`` holds at most.
    public static let lastResultsCount = 5
}

/// One player's record among several: an item of `GET /api/players/records?ids=…`.
public struct PlayerRecordEntry: Codable, Equatable, Sendable {
    public var playerId: UUID
    public var record: PlayerRecordResponse

    public init(playerId: UUID, record: PlayerRecordResponse) {
        self.playerId = playerId
        self.record = record
    }
}

/// The limits of `GET /api/players/records`, which reads several players' records at once.
public enum PlayerRecordsRules {
    /// The query parameter with the players' ids, separated by commas.
    public static let idsParameter = "ids"
    /// The most players one request names: as many as one gather takes.
    public static let maxPlayers = GatherRules.maxPlayers
}
