import Fluent
import FluentSQLiteDriver
import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers
import SQLKit
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Database settings and indexes")
struct DatabaseSettingsTests {
    static let indexNames: Set<String> = [
        "players_user_id_index", "players_user_id_name_key_index", "gathers_user_id_index",
        "gathers_user_id_created_at_index", "gather_players_gather_id_index", "gather_players_player_id_index",
        "user_tokens_user_id_index",
    ]

    @Test("On a SQLite file a page of games is read while its event loop's one connection is taken by another request")
    func pageReadsHaveConnectionsOfTheirOwn() async throws {
        try await Self.withAppOnSQLiteFile { app, _ in
            let loop = app.eventLoopGroup.next()
            let request = Request(application: app, on: loop)
            let taken = try #require(app.databases.database(.sqlite, logger: app.logger, on: loop))
            let counted = try await taken.withConnection { _ in
                // Were the page read on the loop's own connection, it would wait for this one.
                loop.makeFutureWithTask {
                    try await request.pageSQL().raw("SELECT COUNT(*) AS n FROM games").first()?.decode(
                        column: "n", as: Int.self)
                }
            }.get()
            #expect(counted == 0)
        }
    }

    @Test(
        "On a SQLite file pages are read on the background threads: a page waits for them, another request's read does not"
    )
    func pageReadsRunOnBackgroundThreads() async throws {
        try await Self.withAppOnSQLiteFile { app, _ in
            let loop = app.eventLoopGroup.next()
            let request = Request(application: app, on: loop)
            let order = NIOLockedValueBox<[String]>([])
            let gate = DispatchSemaphore(value: 0)
            let threads = System.coreCount
            // Every background thread is held until the gate opens.
            let holders = (0..<threads).map { _ in Task { try await app.backgroundWork.run { gate.wait() } } }
            let page = Task {
                let counted = try await request.pageSQL().raw("SELECT COUNT(*) AS n FROM games").first()?.decode(
                    column: "n", as: Int.self)
                order.withLockedValue { $0.append("page read") }
                return counted
            }
            let other = try #require(app.db as? any SQLDatabase)
            _ = try await other.raw("SELECT COUNT(*) AS n FROM players").first()
            order.withLockedValue { $0.append("other read") }
            order.withLockedValue { $0.append("background threads free") }
            for _ in 0..<threads { gate.signal() }
            #expect(try await page.value == 0)
            for holder in holders { try await holder.value }
            #expect(order.withLockedValue { $0 } == ["other read", "background threads free", "page read"])
        }
    }

    @Test("Background threads run at the lowest priority; the threads that call them keep theirs")
    func backgroundThreadsRunLast() async throws {
        let work = BackgroundWork(threads: 1)
        let caller = ThreadPriority.currentNice()
        let inside = try await work.run { ThreadPriority.currentNice() }
        try await work.shutdown()
        #if os(Linux)
            #expect(inside == ThreadPriority.backgroundNice)
            #expect(caller != ThreadPriority.backgroundNice)
            #expect(ThreadPriority.currentNice() == caller)
        #else
            #expect(inside == nil && caller == nil, "nice values are Linux's; elsewhere the thread's QoS is lowered")
        #endif
    }

    @Test(
        "A SQLite file runs with WAL, synchronous=NORMAL and a 5 s busy timeout on every connection, page reads' too, in a 0700 folder"
    )
    func sqliteSettings() async throws {
        try await Self.withAppOnSQLiteFile { app, folder in
            let permissions = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
            #expect(permissions == 0o700)

            var settings: [[String]] = []
            for id in [DatabaseID.sqlite, .pageReads] {
                for eventLoop in app.eventLoopGroup.makeIterator() {
                    let database = try #require(
                        app.databases.database(id, logger: app.logger, on: eventLoop) as? any SQLDatabase)
                    let journal = try await database.raw("PRAGMA journal_mode").first()?.decode(
                        column: "journal_mode", as: String.self)
                    let synchronous = try await database.raw("PRAGMA synchronous").first()?.decode(
                        column: "synchronous", as: Int.self)
                    let timeout = try await database.raw("PRAGMA busy_timeout").first()?.decode(
                        column: "timeout", as: Int.self)
                    settings.append([journal ?? "", synchronous.map(String.init) ?? "", timeout.map(String.init) ?? ""])
                }
            }
            #expect(settings.count == 2 * app.eventLoopGroup.makeIterator().map { $0 }.count)
            #expect(settings.allSatisfy { $0 == ["wal", "1", "5000"] })
        }
    }

    /// Runs `test` with an app configured on a SQLite file in a new folder (its second argument),
    /// then shuts the app down and deletes the folder.
    private static func withAppOnSQLiteFile(_ test: (Application, URL) async throws -> Void) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("data")
        let app = try await Application.make(.testing)
        app.logger.logLevel = .error
        do {
            try await configure(
                app,
                ServerConfiguration(
                    database: .sqlite(path: folder.appendingPathComponent("db.sqlite").path), passwordHashCost: 4))
            try await test(app, folder)
            try await app.asyncShutdown()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }

    @Test(
        "Every foreign key and the list orders are indexed; the migration's revert drops the indexes",
        arguments: TestDatabase.all)
    func indexes(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            // One connection throughout: SQLite checks DDL against the schema its connection has
            // cached, which another connection's change leaves stale until its next statement.
            try await app.db.withConnection { database in
                try await Self.checkIndexes(on: database)
            }
        }
    }

    static func checkIndexes(on database: any Database) async throws {
        let sql = try #require(database as? any SQLDatabase)
        let tables = [PlayerModel.schema, GatherModel.schema, GatherPlayerModel.schema, UserTokenModel.schema]
        func ours() async throws -> Set<String> {
            if sql.dialect.name == "sqlite" {
                // The index list comes from the connection's cached schema; a query refreshes it.
                _ = try await sql.raw("SELECT count(*) FROM sqlite_master").all()
            }
            var names = Set<String>()
            for table in tables {
                let rows: [any SQLRow]
                if sql.dialect.name == "sqlite" {
                    rows = try await sql.raw("SELECT name AS indexname FROM pragma_index_list(\(bind: table))")
                        .all()
                } else {
                    rows = try await sql.raw(
                        "SELECT indexname FROM pg_indexes WHERE tablename = \(bind: table) AND schemaname = current_schema()"
                    )
                    .all()
                }
                for row in rows {
                    names.insert(try row.decode(column: "indexname", as: String.self))
                }
            }
            return names.intersection(Self.indexNames)
        }
        #expect(try await ours() == Self.indexNames)

        try await AddForeignKeyIndexes().revert(on: database)
        #expect(try await ours() == [])

        try await AddForeignKeyIndexes().prepare(on: database)
        try await AddForeignKeyIndexes().prepare(on: database)
        #expect(try await ours() == Self.indexNames)
    }

    @Test("The index list on SQLite, read with PRAGMA index_list, holds each index on its table")
    func sqliteIndexList() async throws {
        try await withApp(on: .sqlite) { app in
            let found = try await app.db.withConnection { database in
                let sql = try #require(database as? any SQLDatabase)
                // PRAGMA index_list answers from the connection's cached schema; a query brings
                // that up to date with the migrations another connection may have run.
                _ = try await sql.raw("SELECT count(*) FROM sqlite_master").all()
                var found: [String: Set<String>] = [:]
                for index in AddForeignKeyIndexes.indexes {
                    let rows = try await sql.raw(SQLQueryString("PRAGMA index_list(\(index.table))")).all()
                    found[index.table, default: []].formUnion(
                        try rows.map { try $0.decode(column: "name", as: String.self) })
                }
                return found
            }
            for index in AddForeignKeyIndexes.indexes {
                #expect(found[index.table]?.contains(index.name) == true, "\(index.name)")
            }
        }
    }
}
