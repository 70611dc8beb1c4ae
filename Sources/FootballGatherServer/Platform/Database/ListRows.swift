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

    /// The gather's winner, when the stored value is one.
    var winner: GatherWinner? { winnerTeam.flatMap(GatherWinner.init(rawValue:)) }
}

/// One player of a gather: the gather, the player and the team (a row of `gather_players`).
struct GatherEntryRow: ListRow, Equatable {
    static let columns = ["gather_id", "player_id", "team"]

    var gatherID: UUID
    var playerID: UUID
    var team: String

    init(columns row: some ListColumns) throws {
        gatherID = try row.uuid("gather_id")
        playerID = try row.uuid("player_id")
        team = try row.text("team")
    }

    var gatherTeam: GatherTeam { GatherTeam(rawValue: team) ?? .teamA }
}

/// The players of a page of gathers: who played in each gather, on which team, and each of those
/// players once (a player is in many gathers of a page; reading the player's columns with every
/// entry read them up to fifty times).
struct GatherEntries {
    /// Each gather's entries, by gather id.
    var entries: [UUID: [GatherEntryRow]]
    /// The players the entries name, by id.
    var players: [UUID: PlayerRow]

    /// The entries of the gathers whose ids are the values.
    static let entriesOfGathers = StatementShape<Unkeyed>("entries of gathers") { sql, _, ids in
        sql.select().columns(GatherEntryRow.columns).from(GatherPlayerModel.schema)
            .where("gather_id", .in, SQLGroupExpression(ids))
    }

    /// The players whose ids are the values.
    static let playersByID = StatementShape<Unkeyed>("players by id") { sql, _, ids in
        sql.select().columns(PlayerRow.entryColumns).from(PlayerModel.schema).where("id", .in, SQLGroupExpression(ids))
    }

    /// The entries and players of the gathers `ids`.
    init(ofGathers ids: [UUID], on sql: any SQLDatabase) async throws {
        guard !ids.isEmpty else {
            self.init(entries: [:], players: [:])
            return
        }
        let entries = try await Self.entriesOfGathers.rows(as: GatherEntryRow.self, on: sql, key: .shape, values: ids)
        // Empty when every player of these gathers was deleted (`IN ()` is no SQL PostgreSQL takes).
        let playerIDs = Array(Set(entries.map(\.playerID)))
        let players =
            playerIDs.isEmpty
            ? [] : try await Self.playersByID.rows(as: GatherPlayerRow.self, on: sql, key: .shape, values: playerIDs)
        self.init(
            entries: Dictionary(grouping: entries, by: \.gatherID),
            players: Dictionary(players.map { ($0.player.id, $0.player) }, uniquingKeysWith: { first, _ in first }))
    }

    init(entries: [UUID: [GatherEntryRow]], players: [UUID: PlayerRow]) {
        self.entries = entries
        self.players = players
    }

    /// `gather` with its players as ``WireJSONWriter/gather(_:)`` writes it, each player's JSON
    /// taken from `written`. An entry whose player was not read is left out: the player was
    /// deleted between the two reads, and the entry with it.
    func write(_ gather: GatherRow, players written: WrittenPlayers, to writer: inout WireJSONWriter) {
        let players = (entries[gather.id] ?? []).lazy.compactMap { entry in
            written[entry.playerID].map { (json: $0, team: entry.gatherTeam) }
        }
        writer.gather(
            id: gather.id, createdAt: gather.createdAt, score: gather.score, winnerTeam: gather.winner,
            players: players
        ) { $0.gatherPlayer(playerJSON: $1.json, team: $1.team) }
    }
}

/// Players' JSON, each written once (by ``WireJSONWriter/player(_:)``) into one buffer.
struct WrittenPlayers {
    private var json: WireJSONWriter
    private var ranges: [UUID: Range<Int>] = [:]

    init(_ players: [UUID: PlayerRow]) {
        json = WireJSONWriter(capacity: players.count * 160)
        for (id, player) in players {
            let start = json.bytes.count
            json.player(player.response())
            ranges[id] = start..<json.bytes.count
        }
    }

    /// The JSON of the player `id`, if it was written.
    subscript(id: UUID) -> ArraySlice<UInt8>? {
        ranges[id].map { json.bytes[$0] }
    }
}

/// A player as a gather's players are read: without `name_key`, which only orders a page of players.
struct GatherPlayerRow: ListRow {
    var player: PlayerRow

    init(columns row: some ListColumns) throws {
        player = try PlayerRow(columns: row, readingNameKey: false)
    }
}
