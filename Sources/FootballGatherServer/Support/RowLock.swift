import Fluent
import Foundation
import SQLKit

/// Row locks for read-compare-write transactions (a `PUT` honouring `If-Match`).
enum RowLock {
    /// Locks the caller's row `id` of `table` until the transaction `database` runs in ends, so
    /// the row it then reads is the latest and nobody writes it before the transaction does.
    /// PostgreSQL: `SELECT … FOR UPDATE`. SQLite, which has no row locks: `column` set to itself,
    /// a write that takes the database's write lock before the transaction reads anything (other
    /// writers wait their turn through the busy timeout).
    /// `userID` `nil` locks the row whoever owns it (a game answered through its link).
    static func lock(
        _ table: String, id: UUID, userID: UUID?, touching column: String, on database: any Database
    ) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        if sql.dialect.exclusiveSelectLockExpression != nil {
            let select = sql.select().column("id").from(table).where("id", .equal, id)
            if let userID { select.where("user_id", .equal, userID) }
            _ = try await select.for(.update).collectedRows()
        } else {
            let update = sql.update(table)
                .set(SQLIdentifier(column), to: SQLIdentifier(column))
                .where("id", .equal, id)
            if let userID { update.where("user_id", .equal, userID) }
            try await update.run()
        }
    }
}
