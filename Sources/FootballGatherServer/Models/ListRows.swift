import FootballGatherAPI
import Foundation
import SQLKit

// The list routes (the API's most frequent and largest reads) read their rows with SQLKit into
// these plain values, a column at a time (see ``ListColumns``): decoding Fluent models reflects on
// every property of every row, and decoding a whole row through `Decodable` costs a keyed
// container per row.

/// A player's columns as a list reads them.
struct PlayerRow: ListRow, Equatable {
    static let columns = ["id", "name", "name_key", "age", "skill", "preferred_position", "favourite_team"]
    /// The columns a gather's players are read with: `name_key` only orders a page of players.
    static let entryColumns = columns.filter { $0 != "name_key" }

    var id: UUID
    var name: String
    var nameKey: String
    var age: Int?
    var skill: String?
    var preferredPosition: String?
    var favouriteTeam: String?

    init(columns row: some ListColumns) throws {
        try self.init(columns: row, readingNameKey: true)
    }

    /// - Parameter readingNameKey: whether the row has `name_key` (only a page of players needs
    ///   it, to say where the page ends); without it the key is left empty.
    init(columns row: some ListColumns, readingNameKey: Bool) throws {
        id = try row.uuid("id")
        name = try row.text("name")
        nameKey = readingNameKey ? try row.text("name_key") : ""
        age = try row.optionalInt("age")
        skill = try row.optionalText("skill")
        preferredPosition = try row.optionalText("preferred_position")
        favouriteTeam = try row.optionalText("favourite_team")
    }

    func response() -> PlayerResponse {
        PlayerResponse(
            id: id, name: name, age: age, storedSkill: skill, storedPosition: preferredPosition,
            favouriteTeam: favouriteTeam)
    }
}

/// A gather's columns as a list reads them.
struct GatherRow: ListRow, Equatable {
    static let columns = ["id", "created_at", "score", "winner_team"]

    var id: UUID
    var createdAt: Date
    var score: String?
    var winnerTeam: String?

    init(columns row: some ListColumns) throws {
        id = try row.uuid("id")
        createdAt = try row.date("created_at")
        score = try row.optionalText("score")
        winnerTeam = try row.optionalText("winner_team")
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
struct GatherEntryRow: ListRow, Equatable {
    var gatherID: UUID
    var team: String
    var player: PlayerRow

    /// The entry's columns, the player's among them.
    init(columns row: some ListColumns) throws {
        gatherID = try row.uuid("gather_id")
        team = try row.text("team")
        player = try PlayerRow(columns: row, readingNameKey: false)
    }

    var gatherTeam: GatherTeam { GatherTeam(rawValue: team) ?? .teamA }

    /// The players of the gathers `ids`, grouped by gather.
    static func entries(ofGathers ids: [UUID], on sql: any SQLDatabase) async throws -> [UUID: [GatherEntryRow]] {
        guard !ids.isEmpty else { return [:] }
        let players = PlayerModel.schema
        let entries = GatherPlayerModel.schema
        let rows = try await sql.select()
            .columns(PlayerRow.entryColumns.map { SQLColumn($0, table: players) })
            .column(SQLColumn("gather_id", table: entries))
            .column(SQLColumn("team", table: entries))
            .from(entries)
            .join(players, on: SQLColumn("id", table: players), .equal, SQLColumn("player_id", table: entries))
            .where(SQLColumn("gather_id", table: entries), .in, SQLBind.group(ids))
            .rows(as: GatherEntryRow.self)
        return Dictionary(grouping: rows, by: \.gatherID)
    }
}
