import Fluent
import Foundation
import SQLKit

/// Deletes accounts nobody uses, so that accounts made and left (by a script, within the limits
/// on new accounts) do not pile up.
///
/// An account is unused when it holds no players, no games and no gathers, was created at least
/// ``idleTime`` ago, and no session of it began within ``idleTime`` (sessions do not record their
/// use, so a login is the last sign of life: one keeps even an empty account for ``idleTime``).
/// Its sessions and their browser logins go with it (foreign keys cascade), and so do its
/// `Idempotency-Key`s and the tokens of its deleted gathers' links.
enum UnusedAccountPurge {
    /// Seven days.
    static let idleTime: TimeInterval = 7 * 24 * 3600
    /// The most accounts one purge deletes; the rest wait for the next.
    static let batch = 1_000

    /// Deletes at most `limit` accounts unused as of `now`, in SQL.
    /// - Returns: the deleted accounts' ids.
    @discardableResult
    static func purge(on database: any Database, now: Date = Date(), limit: Int = batch) async throws -> [UUID] {
        guard let sql = database as? any SQLDatabase, limit > 0 else { return [] }
        let cutoff = now.addingTimeInterval(-idleTime)
        let rows = try await sql.raw(
            """
            DELETE FROM \(ident: UserModel.schema) WHERE id IN (
                SELECT a.id FROM \(ident: UserModel.schema) AS a
                WHERE a.created_at <= \(bind: cutoff)
                AND NOT EXISTS (SELECT 1 FROM \(ident: PlayerModel.schema) AS p WHERE p.user_id = a.id)
                AND NOT EXISTS (SELECT 1 FROM \(ident: GameModel.schema) AS g WHERE g.user_id = a.id)
                AND NOT EXISTS (SELECT 1 FROM \(ident: GatherModel.schema) AS h WHERE h.user_id = a.id)
                AND NOT EXISTS (
                    SELECT 1 FROM \(ident: UserTokenModel.schema) AS t
                    WHERE t.user_id = a.id AND t.created_at > \(bind: cutoff))
                LIMIT \(bind: limit))
            RETURNING id
            """
        ).all()
        let deleted = try rows.map { try $0.decode(column: "id", as: UUID.self) }
        guard !deleted.isEmpty else { return [] }
        try await IdempotencyKeyModel.query(on: database)
            .filter(\.$caller ~~ deleted.map(IdempotencyKeyStore.caller(account:))).delete()
        try await DeletedWatchLinkModel.query(on: database).filter(\.$userID ~~ deleted).delete()
        return deleted
    }
}
