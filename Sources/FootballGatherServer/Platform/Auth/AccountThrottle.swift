import Fluent
import Foundation
import SQLKit
import Vapor

/// Enforces ``AccountLimits`` with events kept in the database.
///
/// Each login or registration first reserves its events in one step that no other step for the
/// same username or address interleaves with (in this process and, on PostgreSQL, across every
/// process sharing the database), so parallel guesses cannot all pass the same check. A login reserves both outcomes
/// and keeps the one that happened.
final class AccountThrottle: Sendable {
    let limits: AccountLimits
    private let now: @Sendable () -> Date
    private let locks = LockStripes()

    /// - Parameter now: the clock; tests pass one they move by hand.
    init(limits: AccountLimits, now: @escaping @Sendable () -> Date = { Date() }) {
        self.limits = limits
        self.now = now
    }

    /// Events reserved by one request, deleted again when they did not happen.
    struct Reservation: Sendable {
        fileprivate var eventIDs: [UUID]
    }

    /// The two outcomes a login attempt reserved.
    struct LoginAttempt: Sendable {
        fileprivate let usernameKey: String
        fileprivate let addressKey: String
        fileprivate let failure: Reservation
        fileprivate let success: Reservation
    }

    /// Throws 429 when the username, the client address or the account is over a limit; otherwise
    /// reserves the attempt's failure and success.
    func reserveLogin(username: String, address: String, on database: any Database) async throws -> LoginAttempt {
        let usernameKey = Self.bounded(username)
        let addressKey = ClientAddressKey.of(address)
        let pairKey = addressKey + " " + usernameKey
        let limits = limits
        let time = now()
        return try await serialized(holding: [usernameKey, addressKey], on: database) { db in
            let counter = RateCounter(database: db, time: time)
            let pairFailures = try await counter.recent(
                .failedLoginForUsernameFromAddress, pairKey, limits.failureWindow)
            if pairFailures >= limits.failuresPerUsernameAndAddress {
                throw try await counter.refusal(
                    "Too many failed login attempts for this account.", .failedLoginForUsernameFromAddress, pairKey,
                    limit: limits.failuresPerUsernameAndAddress, window: limits.failureWindow)
            }
            if try await counter.recent(.failedLoginFromAddress, addressKey, limits.failureWindow)
                >= limits.failuresPerAddress
            {
                throw try await counter.refusal(
                    "Too many failed login attempts from this address.", .failedLoginFromAddress, addressKey,
                    limit: limits.failuresPerAddress, window: limits.failureWindow)
            }
            if pairFailures > 0,
                try await counter.recent(.failedLoginForUsername, usernameKey, limits.failureWindow)
                    >= limits.failuresPerUsername
            {
                throw try await counter.refusal(
                    "Too many failed login attempts for this account.", .failedLoginForUsername, usernameKey,
                    limit: limits.failuresPerUsername, window: limits.failureWindow)
            }
            if try await counter.recent(.login, usernameKey, limits.loginWindow) >= limits.loginsPerAccount {
                throw try await counter.refusal(
                    "Too many logins to this account.", .login, usernameKey,
                    limit: limits.loginsPerAccount, window: limits.loginWindow)
            }
            let failure = try await counter.record([
                (.failedLoginForUsernameFromAddress, pairKey), (.failedLoginFromAddress, addressKey),
                (.failedLoginForUsername, usernameKey),
            ])
            let success = try await counter.record([(.login, usernameKey)])
            return LoginAttempt(usernameKey: usernameKey, addressKey: addressKey, failure: failure, success: success)
        }
    }

    /// Keeps the attempt's success and forgets the failures of its username at its address.
    func loginSucceeded(_ attempt: LoginAttempt, on database: any Database) async throws {
        try await cancel(attempt.failure, on: database)
        try await RateEventModel.query(on: database)
            .filter(\.$kind == RateEventKind.failedLoginForUsernameFromAddress.rawValue)
            .filter(\.$key == attempt.addressKey + " " + attempt.usernameKey)
            .delete()
    }

    /// Forgets an attempt whose password was right but which opened no session (a password
    /// change): like a success, it clears the failures of its username at its address, and it
    /// does not count as a login.
    func passwordConfirmed(_ attempt: LoginAttempt, on database: any Database) async throws {
        try await loginSucceeded(attempt, on: database)
        try await cancel(attempt.success, on: database)
    }

    /// Keeps the attempt's failure.
    func loginFailed(_ attempt: LoginAttempt, on database: any Database) async throws {
        try await cancel(attempt.success, on: database)
    }

    /// Forgets an attempt that could not be decided (the password could not be checked).
    func loginUndecided(_ attempt: LoginAttempt, on database: any Database) async throws {
        try await cancel(Reservation(eventIDs: attempt.failure.eventIDs + attempt.success.eventIDs), on: database)
    }

    /// Throws 429 when `address` created too many accounts within the hour or the day; otherwise
    /// reserves one more. Over both limits, the refusal is the one with the longer wait, after which
    /// both let the address through again.
    func reserveRegistration(address: String, on database: any Database) async throws -> Reservation {
        let addressKey = ClientAddressKey.of(address)
        let limits = limits
        let time = now()
        return try await serialized(holding: [addressKey], on: database) { db in
            let counter = RateCounter(database: db, time: time)
            let windows = [
                (
                    "Too many accounts were created from this address.", limits.registrationsPerAddress,
                    limits.registrationWindow
                ),
                (
                    "Too many accounts were created from this address in the last 24 hours.",
                    limits.registrationsPerAddressPerDay, AccountLimits.registrationDay
                ),
            ]
            var refusals: [(sentence: String, seconds: Int)] = []
            for (sentence, limit, window) in windows {
                guard try await counter.recent(.registration, addressKey, window) >= limit else { continue }
                let seconds = try await counter.secondsUntilUnder(limit, .registration, addressKey, window)
                refusals.append((sentence, seconds))
            }
            if let longest = refusals.max(by: { $0.seconds < $1.seconds }) {
                throw RateCounter.refusal(longest.sentence, after: longest.seconds)
            }
            return try await counter.record([(.registration, addressKey)])
        }
    }

    /// Deletes reserved events that did not happen.
    func cancel(_ reservation: Reservation, on database: any Database) async throws {
        guard !reservation.eventIDs.isEmpty else { return }
        try await RateEventModel.query(on: database).filter(\.$id ~~ reservation.eventIDs).delete()
    }

    /// Deletes the events no window counts any more: new accounts after the longest registration
    /// window (a day), every other event after the longest login window.
    /// - Returns: how many were deleted.
    @discardableResult
    static func purge(on database: any Database, limits: AccountLimits, now: Date = Date()) async throws -> Int {
        let registration = RateEventKind.registration.rawValue
        let registrations = now.addingTimeInterval(-limits.longestRegistrationWindow)
        let logins = now.addingTimeInterval(-limits.longestLoginWindow)
        func expired() -> QueryBuilder<RateEventModel> {
            RateEventModel.query(on: database).group(.or) { either in
                either.group(.and) { $0.filter(\.$kind == registration).filter(\.$at <= registrations) }
                    .group(.and) { $0.filter(\.$kind != registration).filter(\.$at <= logins) }
            }
        }
        let count = try await expired().count()
        if count > 0 {
            try await expired().delete()
        }
        return count
    }

    /// Characters of a username key that count; longer ones (never a real username) share their prefix's events.
    static let keyLength = 256

    private static func bounded(_ key: String) -> String {
        key.count > keyLength ? String(key.prefix(keyLength)) : key
    }

    /// The first of the two keys of the PostgreSQL advisory locks the throttle's steps take (the
    /// stripe is the second): a number made from the schema the tables are in, since advisory locks
    /// belong to the whole database, and servers keeping their tables in other schemas of it
    /// (`DATABASE_URL`'s `schema`) have throttles of their own.
    private static let advisoryLockSpace: SQLQueryString = "hashtext('footballgather-throttle:' || current_schema())"

    /// Runs `step` holding the lock stripes of `names` (a username key, an address key): steps
    /// for the same names one at a time, in this process and, on PostgreSQL, in a transaction
    /// holding the same stripes as advisory locks, across every process sharing the database.
    /// SQLite serves one process, whose locks are enough (and a deferred SQLite transaction that
    /// reads before it writes can fail when another connection wrote meanwhile).
    private func serialized<T: Sendable>(
        holding names: [String], on database: any Database,
        _ step: @escaping @Sendable (any Database) async throws -> T
    ) async throws -> T {
        try await locks.run(holding: names) {
            guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else {
                return try await step(database)
            }
            return try await database.transaction { transaction in
                if let sql = transaction as? any SQLDatabase {
                    for stripe in LockStripes.stripes(of: names) {
                        try await sql.raw(
                            "SELECT pg_advisory_xact_lock(\(Self.advisoryLockSpace), \(bind: Int32(stripe)))"
                        ).run()
                    }
                }
                return try await step(transaction)
            }
        }
    }
}

/// Counts and records one moment's events on one database.
private struct RateCounter {
    let database: any Database
    let time: Date

    private func events(_ kind: RateEventKind, _ key: String, within window: TimeInterval)
        -> QueryBuilder<RateEventModel>
    {
        RateEventModel.query(on: database)
            .filter(\.$kind == kind.rawValue)
            .filter(\.$key == key)
            .filter(\.$at > time.addingTimeInterval(-window))
    }

    /// How many `kind` events `key` had within `window`.
    func recent(_ kind: RateEventKind, _ key: String, _ window: TimeInterval) async throws -> Int {
        try await events(kind, key, within: window).count()
    }

    /// A 429 saying `sentence` and how long until `key` is under `limit` again.
    func refusal(_ sentence: String, _ kind: RateEventKind, _ key: String, limit: Int, window: TimeInterval)
        async throws -> Abort
    {
        Self.refusal(sentence, after: try await secondsUntilUnder(limit, kind, key, window))
    }

    /// Whole seconds (at least 1) until `key` has fewer than `limit` `kind` events within `window`:
    /// until the oldest event that keeps it at the limit leaves the window.
    func secondsUntilUnder(_ limit: Int, _ kind: RateEventKind, _ key: String, _ window: TimeInterval)
        async throws -> Int
    {
        let count = try await recent(kind, key, window)
        let oldestThatCounts = try await events(kind, key, within: window)
            .sort(\.$at).offset(max(0, count - limit)).first()
        let wait = (oldestThatCounts?.at ?? time).addingTimeInterval(window).timeIntervalSince(time)
        return max(1, Int(wait.rounded(.up)))
    }

    /// A 429 saying `sentence` and to try again in `seconds`, also given as `Retry-After`.
    static func refusal(_ sentence: String, after seconds: Int) -> Abort {
        let unit = seconds == 1 ? "second" : "seconds"
        return Abort(
            .tooManyRequests, headers: ["Retry-After": String(seconds)],
            reason: "\(sentence) Try again in \(seconds) \(unit).")
    }

    /// Records one event of each kind for its key.
    func record(_ events: [(RateEventKind, String)]) async throws -> AccountThrottle.Reservation {
        let models = events.map { RateEventModel(kind: $0.0, key: $0.1, at: time) }
        try await models.create(on: database)
        return AccountThrottle.Reservation(eventIDs: models.compactMap(\.id))
    }
}

struct AccountThrottleKey: StorageKey {
    typealias Value = AccountThrottle
}

extension Application {
    /// The login and registration limits `configure` set up.
    var accountThrottle: AccountThrottle {
        get { configured(AccountThrottleKey.self, "the account throttle") }
        set { storage[AccountThrottleKey.self] = newValue }
    }
}
