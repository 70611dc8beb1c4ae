import Fluent
import FluentSQLiteDriver
import SQLKit
import Vapor

/// The SQLite settings the server runs with: write-ahead logging (readers never wait for the
/// writer), `synchronous=NORMAL` (durable at every checkpoint, safe with WAL) and a busy timeout,
/// so a connection that finds the database locked waits for it instead of failing at once or
/// spinning.
///
/// The SQLite driver keeps one connection per event loop and has no hook for new connections, so
/// ``apply(to:)`` opens each event loop's connection at start and sets the per-connection
/// settings on it; the connections stay open for the life of the app.
enum SQLiteSettings {
    /// How long a statement waits for a lock held by another connection, in milliseconds.
    static let busyTimeoutMilliseconds = 5000

    /// The statements run on every connection, in order.
    static var statements: [String] {
        [
            "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL",
            "PRAGMA busy_timeout = \(busyTimeoutMilliseconds)",
        ]
    }

    /// Applies ``statements`` to the connection of every event loop of `app`'s SQLite database, and
    /// of its page reads' database when there is one (``DatabaseID/pageReads``).
    static func apply(to app: Application) async throws {
        let ids: [DatabaseID] = [.sqlite, .pageReads]
        for id in ids where app.databases.configuration(for: id) != nil {
            try await apply(to: app, id)
        }
    }

    private static func apply(to app: Application, _ id: DatabaseID) async throws {
        for eventLoop in app.eventLoopGroup.makeIterator() {
            guard let database = app.databases.database(id, logger: app.logger, on: eventLoop) as? any SQLDatabase
            else {
                preconditionFailure("useDatabase configures SQLite before applying its settings")
            }
            for statement in statements {
                try await database.raw(SQLQueryString(statement)).run()
            }
        }
    }
}
