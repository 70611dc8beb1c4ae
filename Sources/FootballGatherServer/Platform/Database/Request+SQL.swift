import Fluent
import SQLKit
import Vapor

extension Request {
    /// The request's database as SQL, which both drivers speak; made once per request (a signed-in
    /// list request asks twice: for its session, then for its page).
    func sql() throws -> any SQLDatabase {
        if let sql = storage[RequestSQLKey.self] { return sql }
        guard let sql = db as? any SQLDatabase else {
            throw Abort(.internalServerError, reason: "The database does not speak SQL.")
        }
        storage[RequestSQLKey.self] = sql
        return sql
    }

    /// The database a page of games or gathers is read from: on an SQLite file, connections of
    /// their own (``DatabaseID/pageReads``, one per event loop, as the driver keeps), so that a
    /// request of another account never waits behind such a page for its event loop's one
    /// connection; otherwise the request's own (PostgreSQL has a pool).
    func pageSQL() throws -> any SQLDatabase {
        guard application.databases.configuration(for: .pageReads) != nil,
            let sql = application.databases.database(.pageReads, logger: logger, on: eventLoop) as? any SQLDatabase
        else { return try sql() }
        return sql
    }
}

extension DatabaseID {
    /// Connections to the SQLite file for the pages that read several tables (``Request/pageSQL()``).
    static let pageReads = DatabaseID(string: "sqlite-page-reads")
}

private enum RequestSQLKey: StorageKey {
    typealias Value = any SQLDatabase
}
