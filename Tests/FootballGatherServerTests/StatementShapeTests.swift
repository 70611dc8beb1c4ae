import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import SQLKit
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("Statement shapes")
struct StatementShapeTests {
    /// The routes' shapes, each with a key and two runs' values.
    static let cases: [ShapeCase] = {
        let (alice, bob) = (UUID(), UUID())
        let (first, second, third) = (UUID(), UUID(), UUID())
        let now = Date(timeIntervalSince1970: 1_790_000_000.25)
        return [
            ShapeCase(BearerTokenAuthenticator.session, .shape, ["digest-a", now], ["digest-b", now + 60]),
            ShapeCase(PlayerController.page, .init(limit: 51, isAfter: false), [alice], [bob]),
            ShapeCase(
                PlayerController.page, .init(limit: 3, isAfter: true), [alice, "zoë", first], [bob, "al", second]),
            ShapeCase(GatherController.page, .init(limit: 201, isOfPlayer: false, isAfter: false), [alice], [bob]),
            ShapeCase(
                GatherController.page, .init(limit: 11, isOfPlayer: true, isAfter: false), [alice, first],
                [bob, second]),
            ShapeCase(
                GatherController.page, .init(limit: 11, isOfPlayer: false, isAfter: true), [alice, now, first],
                [bob, now - 1, second]),
            ShapeCase(
                GatherController.page, .init(limit: 2, isOfPlayer: true, isAfter: true), [alice, third, now, first],
                [bob, first, now + 1, second]),
            ShapeCase(
                GamePage.query, .init(limit: 51, part: .upcoming, isAfter: false), [alice, now], [bob, now + 1]),
            ShapeCase(
                GamePage.query, .init(limit: 3, part: .upcoming, isAfter: true), [alice, now, now + 60, first],
                [bob, now, now + 1, second]),
            ShapeCase(GamePage.query, .init(limit: 8, part: .past, isAfter: false), [alice, now], [bob, now - 1]),
            ShapeCase(
                GamePage.query, .init(limit: 2, part: .past, isAfter: true), [alice, now, now - 60, first],
                [bob, now, now - 1, second]),
            ShapeCase(GatherEntries.entriesOfGathers, .shape, [first], [second]),
            ShapeCase(GatherEntries.entriesOfGathers, .shape, [first, second, third], [third, second, first]),
            ShapeCase(GatherEntries.playersByID, .shape, [first, second], [third, first]),
        ]
    }()

    @Test(
        "Each route's statement, serialized once and then reused with other values, is what SQLKit serializes for them",
        arguments: [SQLiteDialect() as any SQLDialect, PostgresDialect()].map(DialectDatabase.init))
    func reusedTextIsSQLKits(sql: DialectDatabase) throws {
        for shapeCase in Self.cases {
            for values in [shapeCase.firstValues, shapeCase.secondValues, shapeCase.firstValues] {
                let (reused, expected) = try shapeCase.statements(on: sql, values: values)
                #expect(reused.sql == expected.sql, "\(shapeCase.name) on \(sql.dialect.name)")
                #expect(reused.binds.map(String.init(describing:)) == expected.binds.map(String.init(describing:)))
            }
        }
    }

    @Test("The text of a page depends on its limit and position, each serialized once")
    func textsPerKey() throws {
        let sql = DialectDatabase(SQLiteDialect())
        let shape = StatementShape<PlayerController.PageShape>("test page", build: PlayerController.page.build)
        let short = try shape.statement(on: sql, key: .init(limit: 3, isAfter: false), values: [UUID()])
        let long = try shape.statement(on: sql, key: .init(limit: 51, isAfter: false), values: [UUID()])
        #expect(short.sql.hasSuffix("LIMIT 3"))
        #expect(long.sql.hasSuffix("LIMIT 51"))
        _ = try shape.statement(on: sql, key: .init(limit: 3, isAfter: false), values: [UUID()])
        #expect(shape.keptTexts == 2)
        _ = try shape.statement(
            on: DialectDatabase(PostgresDialect()), key: .init(limit: 3, isAfter: false), values: [UUID()])
        #expect(shape.keptTexts == 3)
    }

    @Test("Past its capacity a shape keeps no more texts and still serializes each statement right")
    func capacity() throws {
        let sql = DialectDatabase(SQLiteDialect())
        let shape = StatementShape<PlayerController.PageShape>("small", capacity: 2, build: PlayerController.page.build)
        for limit in 1...5 {
            let user = UUID()
            let statement = try shape.statement(on: sql, key: .init(limit: limit, isAfter: false), values: [user])
            #expect(statement.sql.hasSuffix("LIMIT \(limit)"))
            #expect(statement.binds.map(String.init(describing:)) == [user.uuidString])
        }
        #expect(shape.keptTexts == 2)
    }

    @Test("A statement binding thousands of values is serialized on each run, not kept")
    func longTexts() throws {
        let sql = DialectDatabase(PostgresDialect())
        let shape = StatementShape<Unkeyed>("many players", build: GatherEntries.playersByID.build)
        for count in [3, 2_000] {
            let ids = (0..<count).map { _ in UUID() }
            let statement = try shape.statement(on: sql, key: .shape, values: ids)
            #expect(statement.sql.hasSuffix("$\(count))"))
            #expect(statement.binds.map(String.init(describing:)) == ids.map(\.uuidString))
        }
        #expect(shape.keptTexts == 1)
    }

    @Test("A shape that binds a value of its own is refused, naming it, and keeps nothing")
    func valueOutsideTheBinds() throws {
        let sql = DialectDatabase(PostgresDialect())
        let shape = StatementShape<Unkeyed>("players named Al") { sql, _, values in
            sql.select().column("id").from("players").where("user_id", .equal, values[0]).where("name", .equal, "Al")
        }
        for _ in 1...2 {
            let error = #expect(throws: StatementShapeError.self) {
                try shape.statement(on: sql, key: .shape, values: [UUID()])
            }
            #expect(error?.description.contains("'players named Al'") == true)
        }
        #expect(shape.keptTexts == 0)
    }

    @Test("On SQLite a page read through its shape holds the rows SQLKit's own query reads")
    func rowsThroughTheShape() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            for name in ["Cleo", "al", "Bea", "Dan"] { _ = try await api.createPlayer(.init(name: name), token: token) }
            let sql = try #require(app.db as? any SQLDatabase)
            let user = try #require(try await UserModel.query(on: app.db).first()?.requireID())
            let key = PlayerController.PageShape(limit: 3, isAfter: false)
            let viaShape = try await PlayerController.page.rows(as: PlayerRow.self, on: sql, key: key, values: [user])
            let viaSQLKit = try await PlayerController.page.build(sql, key, [SQLBind(user)]).all()
                .map { try PlayerRow(columns: SQLRowColumns(row: $0)) }
            #expect(viaShape.map(\.name) == ["al", "Bea", "Cleo"])
            #expect(viaShape == viaSQLKit)
        }
    }
}

/// One route's shape with a key and the values of two runs, type-erased so the cases can be listed.
struct ShapeCase: Sendable {
    var name: String
    var firstValues: [any Encodable & Sendable]
    var secondValues: [any Encodable & Sendable]
    /// The statement through the shape, and SQLKit's serialization of the same query with `values`.
    var statements:
        @Sendable (any SQLDatabase, [any Encodable & Sendable]) throws -> (SerializedStatement, SerializedStatement)

    init<Key>(
        _ shape: StatementShape<Key>, _ key: Key, _ first: [any Encodable & Sendable],
        _ second: [any Encodable & Sendable]
    ) {
        name = shape.name
        firstValues = first
        secondValues = second
        statements = { sql, values in
            let reused = try shape.statement(on: sql, key: key, values: values)
            let (text, binds) = sql.serialize(shape.build(sql, key, values.map { SQLBind($0) }).query)
            return (reused, SerializedStatement(sql: text, binds: binds))
        }
    }

    func statements(on sql: any SQLDatabase, values: [any Encodable & Sendable]) throws -> (
        SerializedStatement, SerializedStatement
    ) {
        try statements(sql, values)
    }

}

/// A database that only serializes, in a dialect's SQL.
struct DialectDatabase: SQLDatabase, CustomTestStringConvertible {
    let dialect: any SQLDialect
    var logger: Logger { Logger(label: "statement-shape-tests") }
    var eventLoop: any EventLoop { EmbeddedEventLoop() }
    var version: (any SQLDatabaseReportedVersion)? { nil }
    var queryLogLevel: Logger.Level? { nil }
    var testDescription: String { dialect.name }

    init(_ dialect: any SQLDialect) { self.dialect = dialect }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<
        Void
    > {
        eventLoop.makeFailedFuture(DialectOnly())
    }

    struct DialectOnly: Error {}
}
