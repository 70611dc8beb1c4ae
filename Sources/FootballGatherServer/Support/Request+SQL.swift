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
}

private enum RequestSQLKey: StorageKey {
    typealias Value = any SQLDatabase
}
