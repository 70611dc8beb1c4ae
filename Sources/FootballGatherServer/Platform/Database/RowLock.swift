import Fluent
import Foundation
import SQLKit
import Vapor

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

/// Read-compare-write transactions on one row, one at a time in this process: each waits its turn
/// in order rather than SQLite's busy handler polling for the write lock (which, with dozens at
/// once on a busy machine, can outwait its timeout); across processes on PostgreSQL, ``RowLock``'s
/// `FOR UPDATE` orders them.
struct RowLocks: Sendable {
    private let stripes = LockStripes()

    /// The name of a gather's row.
    static func gather(_ id: UUID) -> String { "gathers " + id.uuidString }
    /// The name of a game's row.
    static func game(_ id: UUID) -> String { "games " + id.uuidString }

    /// Runs `body` in a transaction of `database`, after every transaction on the row `name`
    /// started before it in this process.
    func transaction<T: Sendable>(
        _ name: String, on database: any Database, _ body: @escaping @Sendable (any Database) async throws -> T
    ) async throws -> T {
        try await stripes.run(holding: [name]) { try await database.transaction(body) }
    }
}

private struct RowLocksKey: StorageKey {
    typealias Value = RowLocks
}

extension Application {
    /// The application's row locks, set by `configure`.
    var rowLocks: RowLocks {
        get { configured(RowLocksKey.self, "the row locks") }
        set { storage[RowLocksKey.self] = newValue }
    }
}
