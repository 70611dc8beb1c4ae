import FootballGatherAPI
import Foundation
import SQLKit

// The list routes (the API's most frequent and largest reads) read their rows with SQLKit into
// these plain values: decoding Fluent models reflects on every property of every row, which
// made a page of players or gathers cost many times a single lookup.

/// A player's columns as a list reads them.
struct PlayerRow: Decodable {
    static let columns = ["id", "name", "name_key", "age", "skill", "preferred_position", "favourite_team"]

    var id: UUID
    var name: String
    var nameKey: String
    var age: Int?
    var skill: String?
    var preferredPosition: String?
    var favouriteTeam: String?

    enum CodingKeys: String, CodingKey {
        case id, name, age, skill
        case nameKey = "name_key"
        case preferredPosition = "preferred_position"
        case favouriteTeam = "favourite_team"
    }

    func response() -> PlayerResponse {
        PlayerResponse(
            id: id, name: name, age: age, storedSkill: skill, storedPosition: preferredPosition,
            favouriteTeam: favouriteTeam)
    }
}

/// A gather's columns as a list reads them.
struct GatherRow: Decodable {
    static let columns = ["id", "created_at", "score", "winner_team"]

    var id: UUID
    var createdAt: Date
    var score: String?
    var winnerTeam: String?

    enum CodingKeys: String, CodingKey {
        case id, score
        case createdAt = "created_at"
        case winnerTeam = "winner_team"
    }

    /// The gather with `entries`, its players.
    func response(entries: [GatherEntryRow]) -> GatherResponse {
        GatherResponse(
            id: id, createdAt: createdAt, score: score, storedWinner: winnerTeam,
            players: entries.map { GatherPlayerResponse(player: $0.player.response(), team: $0.gatherTeam) })
    }
}

/// One player of a gather, with the gather it belongs to and the team: `gather_players` joined
/// with `players`.
struct GatherEntryRow: Decodable {
    var gatherID: UUID
    var team: String
    var player: PlayerRow

    enum CodingKeys: String, CodingKey {
        case gatherID = "gather_id"
        case team
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        gatherID = try container.decode(UUID.self, forKey: .gatherID)
        team = try container.decode(String.self, forKey: .team)
        player = try PlayerRow(from: decoder)
    }

    var gatherTeam: GatherTeam { GatherTeam(rawValue: team) ?? .teamA }

    /// The players of the gathers `ids`, grouped by gather.
    static func entries(ofGathers ids: [UUID], on sql: any SQLDatabase) async throws -> [UUID: [GatherEntryRow]] {
        guard !ids.isEmpty else { return [:] }
        let players = PlayerModel.schema
        let entries = GatherPlayerModel.schema
        let rows = try await sql.select()
            .columns(PlayerRow.columns.map { SQLColumn($0, table: players) })
            .column(SQLColumn("gather_id", table: entries))
            .column(SQLColumn("team", table: entries))
            .from(entries)
            .join(players, on: SQLColumn("id", table: players), .equal, SQLColumn("player_id", table: entries))
            .where(SQLColumn("gather_id", table: entries), .in, SQLBind.group(ids))
            .all(decoding: GatherEntryRow.self)
        return Dictionary(grouping: rows, by: \.gatherID)
    }
}
