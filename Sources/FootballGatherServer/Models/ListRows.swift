import FootballGatherAPI
import Foundation
import SQLKit

// The list routes (the API's most frequent and largest reads) read their rows with SQLKit into
// these plain values, a column at a time: decoding Fluent models reflects on every property of
// every row, and decoding a whole row through `Decodable` costs a keyed container per row.

/// A player's columns as a list reads them.
struct PlayerRow {
    static let columns = ["id", "name", "name_key", "age", "skill", "preferred_position", "favourite_team"]

    var id: UUID
    var name: String
    var nameKey: String
    var age: Int?
    var skill: String?
    var preferredPosition: String?
    var favouriteTeam: String?

    /// The player's columns of `row`.
    init(row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        name = try row.decode(column: "name", as: String.self)
        nameKey = try row.decode(column: "name_key", as: String.self)
        age = try row.decode(column: "age", as: Int?.self)
        skill = try row.decode(column: "skill", as: String?.self)
        preferredPosition = try row.decode(column: "preferred_position", as: String?.self)
        favouriteTeam = try row.decode(column: "favourite_team", as: String?.self)
    }

    func response() -> PlayerResponse {
        PlayerResponse(
            id: id, name: name, age: age, storedSkill: skill, storedPosition: preferredPosition,
            favouriteTeam: favouriteTeam)
    }
}

/// A gather's columns as a list reads them.
struct GatherRow {
    static let columns = ["id", "created_at", "score", "winner_team"]

    var id: UUID
    var createdAt: Date
    var score: String?
    var winnerTeam: String?

    /// The gather's columns of `row`.
    init(row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        createdAt = try row.decode(column: "created_at", as: Date.self)
        score = try row.decode(column: "score", as: String?.self)
        winnerTeam = try row.decode(column: "winner_team", as: String?.self)
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
struct GatherEntryRow {
    var gatherID: UUID
    var team: String
    var player: PlayerRow

    /// The entry's columns of `row`, the player's among them.
    init(row: any SQLRow) throws {
        gatherID = try row.decode(column: "gather_id", as: UUID.self)
        team = try row.decode(column: "team", as: String.self)
        player = try PlayerRow(row: row)
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
            .all().map(GatherEntryRow.init(row:))
        return Dictionary(grouping: rows, by: \.gatherID)
    }
}
