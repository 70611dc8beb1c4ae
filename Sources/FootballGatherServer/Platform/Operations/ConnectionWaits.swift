import FluentKit
import Metrics
import NIOCore
import SQLKit
import SQLiteNIO

/// How long operations wait for a connection from the database's pool, recorded in the histogram
/// `footballgather_db_connection_wait_seconds` (a swift-metrics `Timer`).
///
/// Fluent's pool logs its waits at trace level only, so ``TimedDatabase`` measures them from the
/// outside: from asking the pool for a connection to getting it.
struct ConnectionWaits: Sendable {
    /// The histogram's name, as exported (swift-prometheus adds no unit of its own to a `Timer`).
    static let label = "footballgather_db_connection_wait_seconds"

    /// The histogram's bounds: a connection that is free is handed over in microseconds, one
    /// another request holds in milliseconds, and a pool that runs dry for seconds gives up at 10.
    static let buckets: [Duration] = [
        .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .microseconds(2500),
        .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
    ]

    private let timer: Timer
    private let now: @Sendable () -> NIODeadline

    /// Waits recorded in the histogram `label` (tests name one of their own), timed by `now`;
    /// made once the metrics system is bootstrapped.
    init(label: String = Self.label, now: @escaping @Sendable () -> NIODeadline = { .now() }) {
        timer = Timer(label: label)
        self.now = now
    }

    /// Records the wait from `asked` (``now`` when the pool was asked) until now.
    func record(since asked: NIODeadline) {
        timer.recordNanoseconds((now() - asked).nanoseconds)
    }

    /// `body`, timed: asked for now, it records the wait until it is handed its connection.
    /// Made as the pool is asked: `pool.withConnection(waits.timing(body))`.
    func timing<Connection, Result>(
        _ body: @escaping @Sendable (Connection) -> Result
    ) -> @Sendable (Connection) -> Result {
        let asked = now()
        return { connection in
            record(since: asked)
            return body(connection)
        }
    }

    /// `body`, timed as ``timing(_:)`` times it, for a connection handed to async code.
    func timing<Connection, Result>(
        _ body: @escaping @Sendable (Connection) async throws -> Result
    ) -> @Sendable (Connection) async throws -> Result {
        let asked = now()
        return { connection in
            record(since: asked)
            return try await body(connection)
        }
    }
}

/// A database configuration whose databases time their waits for a pooled connection
/// (``TimedDatabase``); everything else is `base`'s.
struct ConnectionWaitTimingConfiguration: DatabaseConfiguration {
    var base: any DatabaseConfiguration
    let waits: ConnectionWaits

    var middleware: [any AnyModelMiddleware] {
        get { base.middleware }
        set { base.middleware = newValue }
    }

    func makeDriver(for databases: Databases) -> any DatabaseDriver {
        ConnectionWaitTimingDriver(base: base.makeDriver(for: databases), waits: waits)
    }
}

/// The driver of a ``ConnectionWaitTimingConfiguration``: `base`'s databases, each wrapped in a
/// ``TimedDatabase`` (a ``TimedSQLiteDatabase`` for SQLite, so code reading SQLite's rows itself
/// still finds an `SQLiteDatabase`). A database that does not speak SQL is handed out as it is.
struct ConnectionWaitTimingDriver: DatabaseDriver {
    let base: any DatabaseDriver
    let waits: ConnectionWaits

    func makeDatabase(with context: DatabaseContext) -> any Database {
        let database = base.makeDatabase(with: context)
        guard let sql = database as? any SQLDatabase else { return database }
        if let sqlite = database as? any SQLiteDatabase {
            return TimedSQLiteDatabase(base: database, sql: sql, sqlite: sqlite, waits: waits)
        }
        return TimedDatabase(base: database, sql: sql, waits: waits)
    }

    func shutdown() {
        base.shutdown()
    }

    func shutdownAsync() async {
        await base.shutdownAsync()
    }
}

extension DatabaseConfigurationFactory {
    /// `base`, with every wait for one of its pool's connections recorded in `waits`.
    static func timingConnectionWaits(_ base: DatabaseConfigurationFactory, in waits: ConnectionWaits) -> Self {
        Self(make: { ConnectionWaitTimingConfiguration(base: base.make(), waits: waits) })
    }
}
