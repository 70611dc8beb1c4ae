import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import SQLKit
import SQLiteNIO
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("Waits for a database connection, in the metrics")
struct ConnectionWaitTests {
    static let name = "footballgather_db_connection_wait_seconds"

    @Test(
        "API requests' waits for a connection are a histogram at /metrics, with every bucket",
        arguments: TestDatabase.all)
    func exported(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            try await whileListening(app) { _, url in
                #expect(
                    try await LoopbackHTTPClient.send("GET", to: url.appendingPathComponent("health/ready")).status
                        == 200)
                let body = Data(#"{"username": "waiting-for-a-connection", "password": "a-long-password"}"#.utf8)
                let created = try await LoopbackHTTPClient.send(
                    "POST", to: url.appendingPathComponent("api/users"),
                    headers: [("Content-Type", "application/json")], body: body)
                #expect(created.status == 201)
                let text = try await LoopbackHTTPClient.send("GET", to: url.appendingPathComponent("metrics")).text
                #expect(text.contains("# TYPE \(Self.name) histogram"))
                #expect(MetricsTests.value(of: Self.name + "_count", in: text) ?? 0 > 0)
                #expect(MetricsTests.value(of: Self.name + "_sum", in: text) != nil)
                let buckets = text.split(separator: "\n").filter { $0.hasPrefix(Self.name + "_bucket{le=") }
                #expect(buckets.count == ConnectionWaits.buckets.count + 1)
                #expect(MetricsTests.value(of: Self.name + "_bucket", labels: [#"le="0.0001""#], in: text) != nil)
                #expect(MetricsTests.value(of: Self.name + "_bucket", labels: [#"le="10.0""#], in: text) != nil)
                #expect(MetricsTests.value(of: Self.name + "_bucket", labels: [#"le="+Inf""#], in: text) ?? 0 > 0)
            }
        }
    }

    @Test(
        "A query that waits while another holds the pool's only connection has its wait recorded, until handed over",
        arguments: TestDatabase.all)
    func heldConnection(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let clock = ManualDeadlines()
            let label = "test_held_connection_\(UUID().uuidString.prefix(8).lowercased())_seconds"
            let id = DatabaseID(string: "held-\(label)")
            app.databases.use(
                .timingConnectionWaits(
                    try Self.onePooledConnection(like: app), in: ConnectionWaits(label: label, now: { clock.now() })),
                as: id, isDefault: false)
            // A pool is an event loop's: both ask the same one.
            let pooled = try #require(app.databases.database(id, logger: app.logger, on: app.eventLoopGroup.next()))
            let sql = try #require(pooled as? any SQLDatabase)
            let (entered, enter) = AsyncStream<Void>.makeStream()
            let (released, release) = AsyncStream<Void>.makeStream()
            defer { release.finish() }
            let holder = Task {
                try await pooled.withConnection { _ in
                    enter.yield()
                    for await _ in released { break }
                }
            }
            for await _ in entered { break }
            // The holder read the clock when it asked and when it was handed the connection.
            let waiter = Task { try await sql.raw("SELECT 1").run() }
            await clock.read(times: 3)
            // The query has asked; it cannot have the connection before the holder lets go.
            clock.advance(by: .milliseconds(250))
            release.yield()
            try await holder.value
            try await waiter.value

            let text = ServerMetrics.shared.registry.emitToString()
            #expect(MetricsTests.value(of: label + "_count", in: text) == 2)
            #expect(MetricsTests.value(of: label + "_sum", in: text) == 0.25)
            #expect(MetricsTests.value(of: label + "_bucket", labels: [#"le="0.1""#], in: text) == 1)
        }
    }

    /// The kind of database `app` is configured with, with a pool of one connection.
    private static func onePooledConnection(like app: Application) throws -> DatabaseConfigurationFactory {
        switch app.serverConfiguration.database {
        case .postgres(let url):
            return .postgres(configuration: try SQLPostgresConfiguration(url: url), maxConnectionsPerEventLoop: 1)
        case .sqlite, .sqliteInMemory:
            return .sqlite(.memory, maxConnectionsPerEventLoop: 1)
        }
    }

    @Test("A transaction or withConnection waits once, whatever it runs; each query on its own waits once")
    func oneWaitPerOperation() async throws {
        try await withApp(on: .sqlite) { app in
            let label = "test_connection_wait_\(UUID().uuidString.prefix(8).lowercased())_seconds"
            let id = DatabaseID(string: "timed-\(label)")
            app.databases.use(
                .timingConnectionWaits(.sqlite(.memory), in: ConnectionWaits(label: label)), as: id, isDefault: false)
            let timed = app.db(id)
            let count = {
                MetricsTests.value(of: label + "_count", in: ServerMetrics.shared.registry.emitToString()) ?? 0
            }
            try await timed.transaction { transaction in
                let sql = try #require(transaction as? any SQLDatabase)
                for _ in 0..<3 { try await sql.raw("SELECT 1").run() }
                try await transaction.transaction { nested in
                    try await (nested as? any SQLDatabase)?.raw("SELECT 2").run()
                }
            }
            #expect(count() == 1)
            try await timed.withConnection { connection in
                for _ in 0..<3 { try await (connection as? any SQLDatabase)?.raw("SELECT 1").run() }
            }
            #expect(count() == 2)
            let sql = try #require(timed as? any SQLDatabase)
            try await sql.raw("SELECT 1").run()
            _ = try await sql.raw("SELECT 1 AS one").first()
            #expect(count() == 4)
            let sqlite = try #require(timed as? any SQLiteDatabase)
            _ = try await sqlite.query("SELECT 1")
            #expect(count() == 5)
        }
    }

    @Test(
        "A transaction through the timed database commits, and rolls back what it wrote when it fails",
        arguments: TestDatabase.all)
    func transactions(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let sql = try #require(app.db as? any SQLDatabase)
            try await sql.raw("CREATE TABLE wait_probes (n INTEGER NOT NULL)").run()
            try await app.db.transaction { transaction in
                #expect(transaction.inTransaction)
                try await (transaction as? any SQLDatabase)?.raw("INSERT INTO wait_probes (n) VALUES (1)").run()
            }
            await #expect(throws: ProbeFailure.self) {
                try await app.db.transaction { transaction in
                    try await (transaction as? any SQLDatabase)?.raw("INSERT INTO wait_probes (n) VALUES (2)").run()
                    throw ProbeFailure()
                }
            }
            let rows = try await sql.raw("SELECT n FROM wait_probes ORDER BY n").collectedRows()
            #expect(try rows.map { try $0.decode(column: "n", as: Int.self) } == [1])
        }
    }

    private struct ProbeFailure: Error {}

    @Test("The database stays SQL (and SQLite's, on SQLite) with metrics on; with them off it is the driver's own")
    func casts() async throws {
        try await withApp(on: .sqlite) { app in
            #expect(app.db is TimedSQLiteDatabase)
            #expect(app.db is any SQLDatabase)
            #expect(app.db is any SQLiteDatabase)
            let sql = try #require(app.db as? any SQLDatabase)
            #expect(sql.dialect.name == "sqlite")
        }
        try await withApp(on: .sqlite, adjust: { $0.metricsAccess.isEnabled = false }) { app in
            #expect(!(app.db is any ConnectionWaitTiming))
            #expect(app.db is any SQLiteDatabase)
        }
        if let url = TestDatabase.postgresURL {
            try await withApp(on: .postgres(baseURL: url)) { app in
                #expect(app.db is TimedDatabase)
                let sql = try #require(app.db as? any SQLDatabase)
                #expect(sql.dialect.name == "postgresql")
            }
        }
    }
}

/// Deadlines that move only when the test moves them, and say how often they were read.
private final class ManualDeadlines: @unchecked Sendable {
    // @unchecked: the properties are read and written with `lock` held.
    private let lock = NSLock()
    private var current = NIODeadline.uptimeNanoseconds(1_000_000_000)
    private var reads = 0
    private var waiting: [(reads: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func now() -> NIODeadline {
        let (now, ready) = lock.withLock { () -> (NIODeadline, [CheckedContinuation<Void, Never>]) in
            reads += 1
            let ready = waiting.filter { $0.reads <= reads }.map(\.continuation)
            waiting.removeAll { $0.reads <= reads }
            return (current, ready)
        }
        for continuation in ready { continuation.resume() }
        return now
    }

    func advance(by amount: TimeAmount) {
        lock.withLock { current = current + amount }
    }

    /// Returns once the deadline was read `times` times in all.
    func read(times: Int) async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock { () -> Bool in
                guard reads < times else { return true }
                waiting.append((times, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
