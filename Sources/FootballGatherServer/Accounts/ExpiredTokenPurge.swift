import Fluent
import Foundation
import Vapor

/// Deletes sessions past their expiry, which no request can use any more.
enum ExpiredTokenPurge {
    /// Deletes every token whose `expires_at` is at or before `now`.
    /// - Returns: how many were deleted.
    @discardableResult
    static func purge(on database: any Database, now: Date = Date()) async throws -> Int {
        let expired = UserTokenModel.query(on: database).filter(\.$expiresAt <= now)
        let count = try await expired.count()
        if count > 0 {
            try await UserTokenModel.query(on: database).filter(\.$expiresAt <= now).delete()
        }
        return count
    }
}

/// Purges expired sessions, the login and registration events no limit counts any more, the
/// `Idempotency-Key`s past their lifetime and the accounts nobody uses (``UnusedAccountPurge``),
/// when the app boots and then every `interval` seconds, until shutdown.
/// A failed purge is logged and retried at the next interval; it never stops the server.
enum ExpiredTokenPurger {
    /// The lifecycle handler that purges every `interval` seconds.
    static func every(_ interval: TimeInterval) -> RepeatingWork {
        RepeatingWork(every: interval, runsAtBoot: true) { await run(on: $0) }
    }

    private static func run(on application: Application) async {
        do {
            let count = try await ExpiredTokenPurge.purge(on: application.db)
            if count > 0 {
                application.logger.info("Deleted \(count) expired session\(count == 1 ? "" : "s").")
            }
        } catch {
            application.logger.warning("Expired sessions could not be deleted: \(StartupError.cause(of: error))")
        }
        do {
            try await AccountThrottle.purge(on: application.db, limits: application.accountThrottle.limits)
        } catch {
            application.logger.warning(
                "Past login and registration events could not be deleted: \(StartupError.cause(of: error))")
        }
        do {
            try await IdempotencyKeyStore(database: application.db, limits: application.idempotencyLimits).purge()
        } catch {
            application.logger.warning(
                "Expired idempotency keys could not be deleted: \(StartupError.cause(of: error))")
        }
        do {
            let deleted = try await UnusedAccountPurge.purge(on: application.db)
            for userID in deleted { application.changeFeed.end(userID: userID) }
            if !deleted.isEmpty {
                application.logger.info("Deleted \(deleted.count) unused account\(deleted.count == 1 ? "" : "s").")
            }
        } catch {
            application.logger.warning("Unused accounts could not be deleted: \(StartupError.cause(of: error))")
        }
    }
}
