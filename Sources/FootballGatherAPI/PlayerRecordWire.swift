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
    /// The games (begun, or played already) the player answered In to, or was moved in by hand.
    public var gamesIn: Int
    /// The games whose gather the player played in (teams picked from the game, the gather ended).
    public var gamesPlayed: Int

    public init(
        played: Int, won: Int, drawn: Int, lost: Int, lastResults: [PlayerResult], gamesIn: Int = 0,
        gamesPlayed: Int = 0
    ) {
        self.played = played
        self.won = won
        self.drawn = drawn
        self.lost = lost
        self.lastResults = lastResults
        self.gamesIn = gamesIn
        self.gamesPlayed = gamesPlayed
    }

    private enum CodingKeys: String, CodingKey {
        case played, won, drawn, lost, lastResults, gamesIn, gamesPlayed
    }

    /// Reads a record; one kept from before games were counted has none of them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        played = try container.decode(Int.self, forKey: .played)
        won = try container.decode(Int.self, forKey: .won)
        drawn = try container.decode(Int.self, forKey: .drawn)
        lost = try container.decode(Int.self, forKey: .lost)
        lastResults = try container.decode([PlayerResult].self, forKey: .lastResults)
        gamesIn = try container.decodeIfPresent(Int.self, forKey: .gamesIn) ?? 0
        gamesPlayed = try container.decodeIfPresent(Int.self, forKey: .gamesPlayed) ?? 0
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
