import FluentKit
import FluentSQLiteDriver
import Logging
import NIOCore
import SQLKit
import SQLiteNIO

/// A Fluent database that records, for each operation it is asked for, how long the pool took to
/// hand it a connection (``ConnectionWaits``), then runs the operation on that connection.
///
/// Each operation (a query, a schema or enum change, a transaction, `withConnection`, raw SQL)
/// asks `base` for a connection with `withConnection`, records the time until it is handed over,
/// and runs on it. The closures of `transaction` and `withConnection` are given `base`'s own
/// connection: what they run waits for no pool, and is not timed again. The database speaks SQL as
/// `base` does, so `as? any SQLDatabase` still finds it.
protocol ConnectionWaitTiming: Database, SQLDatabase {
    /// The driver's database, which asks the pool.
    var base: any Database { get }
    /// `base`, as SQL.
    var sql: any SQLDatabase { get }
    var waits: ConnectionWaits { get }
}

extension ConnectionWaitTiming {
    var context: DatabaseContext { base.context }
    var inTransaction: Bool { base.inTransaction }

    /// Runs `operation` on a connection of `base`'s pool, once the wait for it is recorded.
    func onConnection<T>(
        _ operation: @escaping @Sendable (any Database) -> EventLoopFuture<T>
    ) -> EventLoopFuture<T> {
        base.withConnection(waits.timing(operation))
    }

    func execute(
        query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void
    ) -> EventLoopFuture<Void> {
        onConnection { $0.execute(query: query, onOutput: onOutput) }
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> {
        onConnection { $0.execute(schema: schema) }
    }

    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> {
        onConnection { $0.execute(enum: `enum`) }
    }

    /// The closure's work in a transaction on one connection. SQLite's driver hands over a
    /// connection that starts one of its own; PostgreSQL's marks every connection it hands over as
    /// in a transaction already (its `transaction` would run the closure without `BEGIN`), so
    /// here the transaction is begun and ended on it, as the driver's own `transaction` does.
    func transaction<T: Sendable>(
        _ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>
    ) -> EventLoopFuture<T> {
        onConnection { connection in
            guard connection.inTransaction, let sql = connection as? any SQLDatabase else {
                return connection.transaction(closure)
            }
            return sql.raw("BEGIN").run().flatMap {
                closure(connection).flatMap { result in
                    sql.raw("COMMIT").run().and(value: result).map { $1 }
                }.flatMapError { error in
                    sql.raw("ROLLBACK").run().flatMapThrowing { throw error }
                }
            }
        }
    }

    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        onConnection(closure)
    }

    var dialect: any SQLDialect { sql.dialect }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var queryLogLevel: Logger.Level? { sql.queryLogLevel }

    func execute(
        sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void
    ) -> EventLoopFuture<Void> {
        onConnection { connection in
            guard let sql = connection as? any SQLDatabase else {
                return connection.eventLoop.makeFailedFuture(NotSQLConnection())
            }
            return sql.execute(sql: query, onRow)
        }
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await sql.withSession(waits.timing(closure))
    }
}

/// A connection of an SQL database that does not speak SQL (the drivers never hand one over).
private struct NotSQLConnection: Error, CustomStringConvertible {
    var description: String { "The database's connection does not speak SQL." }
}

/// A database that times its waits for a pooled connection (``ConnectionWaitTiming``).
struct TimedDatabase: ConnectionWaitTiming {
    let base: any Database
    let sql: any SQLDatabase
    let waits: ConnectionWaits
}

/// An SQLite database that times its waits for a pooled connection (``ConnectionWaitTiming``),
/// including those of code that asks for SQLite's own connection (list pages read SQLite's rows
/// straight from it).
///
/// Raw SQL takes SQLite's connection as cheaply as the driver does. A Fluent query cannot: only
/// the driver's `withConnection` makes a Fluent database of a connection, through two tasks, so
/// with metrics on each Fluent query at the top level costs those two tasks more.
struct TimedSQLiteDatabase: ConnectionWaitTiming, SQLiteDatabase {
    let base: any Database
    let sql: any SQLDatabase
    /// `base`, as SQLite.
    let sqlite: any SQLiteDatabase
    let waits: ConnectionWaits

    /// Raw SQL, run on SQLite's own connection as the driver's database runs it, with SQLite's
    /// default data encoder and decoder (the server configures SQLite with them). The driver's
    /// `withConnection` hands over its connection through two tasks; this way takes none.
    func execute(
        sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void
    ) -> EventLoopFuture<Void> {
        let logger = logger
        let queryLogLevel = queryLogLevel
        return withConnection { (connection: SQLiteConnection) in
            connection.logging(to: logger)
                .sql(encoder: SQLiteDataEncoder(), decoder: SQLiteDataDecoder(), queryLogLevel: queryLogLevel)
                .execute(sql: query, onRow)
        }
    }

    func query(
        _ query: String, _ binds: [SQLiteData], logger: Logger, _ onRow: @escaping @Sendable (SQLiteRow) -> Void
    ) -> EventLoopFuture<Void> {
        withConnection { (connection: SQLiteConnection) in connection.query(query, binds, logger: logger, onRow) }
    }

    func withConnection<T>(
        _ closure: @escaping @Sendable (SQLiteConnection) -> EventLoopFuture<T>
    ) -> EventLoopFuture<T> {
        sqlite.withConnection(waits.timing(closure))
    }
}
