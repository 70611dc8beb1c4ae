import SQLKit
import Vapor

extension Request {
    /// The request's database as SQL, which both drivers speak.
    func sql() throws -> any SQLDatabase {
        guard let sql = db as? any SQLDatabase else {
            throw Abort(.internalServerError, reason: "The database does not speak SQL.")
        }
        return sql
    }
}
