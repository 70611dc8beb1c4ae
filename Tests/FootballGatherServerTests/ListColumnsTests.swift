import Fluent
import FluentSQLiteDriver
import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers
import SQLKit
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("List columns")
struct ListColumnsTests {
    @Test("On SQLite, rows read straight from the driver equal the rows SQLKit decodes")
    func sqliteReadsAsSQLKitDecodes() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let full = try await api.createPlayer(
                PlayerRequest(
                    name: "Zoë \"Quotes\" \\ 😀", age: 31, skill: .professional, preferredPosition: .goalkeeper,
                    favouriteTeam: "Ajax"), token: token)
            let bare = try await api.createPlayer(PlayerRequest(name: "Bare"), token: token)
            _ = try await api.createGather(teamA: [full.id], teamB: [bare.id], token: token)
            let sql = try #require(app.db as? any SQLDatabase)

            let players = { sql.select().columns(PlayerRow.columns).from(PlayerModel.schema).orderBy("name_key") }
            let direct = try await players().rows(as: PlayerRow.self)
            let decoded = try await players().all().map { try PlayerRow(columns: SQLRowColumns(row: $0)) }
            #expect(direct.count == 2)
            #expect(direct == decoded)

            let gathers = { sql.select().columns(GatherRow.columns).from(GatherModel.schema) }
            let directGathers = try await gathers().rows(as: GatherRow.self)
            #expect(directGathers == (try await gathers().all().map { try GatherRow(columns: SQLRowColumns(row: $0)) }))
            let entries = try await GatherEntries(ofGathers: directGathers.map(\.id), on: sql)
            #expect(entries.players.values.map(\.name).sorted() == ["Bare", "Zoë \"Quotes\" \\ 😀"])
            #expect(entries.entries.values.flatMap { $0 }.map(\.playerID).sorted() == [full.id, bare.id].sorted())
        }
    }

    @Test("A gather's page leaves out an entry whose player was deleted between reading entries and players")
    func entryWithoutItsPlayer() throws {
        let (gatherID, keptID, deletedID) = (UUID(), UUID(), UUID())
        let gather = try GatherRow(
            columns: TextColumns(["id": gatherID.uuidString], dates: ["created_at": 1_790_000_000]))
        let kept = try PlayerRow(
            columns: TextColumns(["id": keptID.uuidString, "name": "Kept", "skill": "amateur"], integers: ["age": 30]),
            readingNameKey: false)
        let entry = { (player: UUID, team: String) in
            try GatherEntryRow(
                columns: TextColumns(["gather_id": gatherID.uuidString, "player_id": player.uuidString, "team": team]))
        }
        let entries = GatherEntries(
            entries: [gatherID: [try entry(keptID, "Team B"), try entry(deletedID, "Team A")]], players: [keptID: kept])
        var writer = WireJSONWriter()
        entries.write(gather, players: WrittenPlayers(entries.players), to: &writer)
        let expected = GatherResponse(
            id: gatherID, createdAt: Date(timeIntervalSince1970: 1_790_000_000),
            players: [GatherPlayerResponse(player: kept.response(), team: .teamB)])
        #expect(writer.bytes == Array(try WireCoding.makeEncoder().encode(expected)))
    }

    @Test("On SQLite a list query read straight from the driver is logged as SQLKit logs the queries it runs")
    func sqliteQueriesLogged() async throws {
        try await withApp(on: .sqlite) { app in
            let records = LoggedRecords()
            var logger = Logger(label: "list-columns-tests") { _ in RecordingLogHandler(records: records) }
            logger.logLevel = .debug
            let database = app.databases.database(logger: logger, on: app.eventLoopGroup.any())
            let sql = try #require(database as? any SQLDatabase)
            let user = UUID()
            let key = PlayerController.PageShape(limit: 3, isAfter: false)
            #expect(try await PlayerController.page.rows(as: PlayerRow.self, on: sql, key: key, values: [user]).isEmpty)
            let logged = try #require(records.all.last)
            #expect(logged.level == .debug)
            #expect(logged.message == "Executing query")
            #expect(logged.sql == (try PlayerController.page.statement(on: sql, key: key, values: [user]).sql))
            #expect(logged.binds == ["\(SQLiteData.text(user.uuidString))"])
        }
    }

    @Test("A stored value the server did not write is an error naming its column, not a crash")
    func damagedColumn() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            _ = try await api.createPlayer(PlayerRequest(name: "Ana", age: 30), token: token)
            let sql = try #require(app.db as? any SQLDatabase)
            let query = { sql.select().columns(PlayerRow.columns).from(PlayerModel.schema) }

            try await sql.raw("UPDATE players SET age = 'thirty'").run()
            await #expect(throws: ListColumnError(column: "age", problem: "is not an integer")) {
                try await query().rows(as: PlayerRow.self)
            }
            try await sql.raw("UPDATE players SET age = NULL, id = 'not-a-uuid'").run()
            await #expect(throws: ListColumnError(column: "id", problem: "is not a UUID")) {
                try await query().rows(as: PlayerRow.self)
            }
            let error = ListColumnError(column: "id", problem: "is not a UUID")
            #expect(error.description == "The stored column 'id' is not a UUID.")
        }
    }

    @Test("A UUID is read from its text in either case, and anything else is refused")
    func uuidText() {
        for _ in 0..<200 {
            let id = UUID()
            #expect(UUID(canonicalText: id.uuidString) == id)
            #expect(UUID(canonicalText: id.uuidString.lowercased()) == id)
        }
        let valid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        #expect(UUID(canonicalText: valid) == UUID(uuidString: valid))
        for invalid in [
            "", String(valid.dropLast()), valid + "0", valid.replacingOccurrences(of: "-", with: "_"),
            "G621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8C-36C-495A-93FC-0C247A3E6E5F",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5É", "{E621E1F8-C36C-495A-93FC-0C247A3E6E5}",
        ] {
            #expect(UUID(canonicalText: invalid) == nil, "\(invalid)")
        }
    }

    @Test("A UUID is bound on SQLite as the same text SQLiteKit's encoder binds; other values as it binds them")
    func uuidBind() throws {
        let encoder = SQLiteDataEncoder()
        let ids = (0..<200).map { _ in UUID() } + [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))]
        for id in ids {
            #expect(id.uppercaseText == id.uuidString)
            #expect(try encoder.bind(id) == (try encoder.encode(id)))
        }
        let others: [any Encodable & Sendable] = ["Zoë", 42, Date(timeIntervalSince1970: 1.5), Optional<String>.none]
        for value in others {
            #expect(try encoder.bind(value) == (try encoder.encode(value)), "\(value)")
        }
    }
}

/// Columns a test spells out: text, integers and dates; any other column is null.
struct TextColumns: ListColumns {
    var texts: [String: String]
    var integers: [String: Int] = [:]
    var dates: [String: TimeInterval] = [:]

    init(_ texts: [String: String], integers: [String: Int] = [:], dates: [String: TimeInterval] = [:]) {
        self.texts = texts
        self.integers = integers
        self.dates = dates
    }

    func uuid(_ column: String) throws -> UUID {
        guard let id = UUID(uuidString: try text(column)) else {
            throw ListColumnError(column: column, problem: "is not a UUID")
        }
        return id
    }

    func text(_ column: String) throws -> String {
        guard let text = texts[column] else { throw ListColumnError(column: column, problem: "is missing") }
        return text
    }

    func optionalText(_ column: String) throws -> String? { texts[column] }
    func optionalInt(_ column: String) throws -> Int? { integers[column] }

    func int(_ column: String) throws -> Int {
        guard let value = integers[column] else { throw ListColumnError(column: column, problem: "is missing") }
        return value
    }

    func bool(_ column: String) throws -> Bool { try int(column) != 0 }
    func optionalDate(_ column: String) throws -> Date? { dates[column].map(Date.init(timeIntervalSince1970:)) }

    func date(_ column: String) throws -> Date {
        guard let seconds = dates[column] else { throw ListColumnError(column: column, problem: "is missing") }
        return Date(timeIntervalSince1970: seconds)
    }
}

/// What a ``RecordingLogHandler`` logged.
final class LoggedRecords: Sendable {
    struct Record: Sendable {
        var level: Logger.Level
        var message: String
        var sql: String?
        var binds: [String]?
    }

    private let records = NIOLockedValueBox<[Record]>([])

    func append(_ record: Record) { records.withLockedValue { $0.append(record) } }
    var all: [Record] { records.withLockedValue { $0 } }
}

/// Keeps each message, with its `sql` and `binds` metadata.
struct RecordingLogHandler: LogHandler {
    let records: LoggedRecords
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var binds: [String]?
        if case .array(let values) = event.metadata?["binds"] { binds = values.map { "\($0)" } }
        var sql: String?
        if case .string(let text) = event.metadata?["sql"] { sql = text }
        records.append(.init(level: event.level, message: "\(event.message)", sql: sql, binds: binds))
    }
}
