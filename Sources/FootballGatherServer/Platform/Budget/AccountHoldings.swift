import Fluent
import Vapor

/// How much one account may keep: the request budget bounds how fast an account writes, these
/// bound what it piles up, so one sign-up cannot fill the disk. Generous for any club: a roster of
/// a thousand, ten years of weekly games.
struct AccountHoldings: Sendable, Equatable {
    /// Players on the roster.
    var players = 1_000
    /// Games, upcoming and past (deleting old ones makes room; a weekly game past it makes no next one).
    var games = 1_000
    /// Gathers, ended or not.
    var gathers = 10_000

    /// The values `ACCOUNT_MAX_PLAYERS`, `ACCOUNT_MAX_GAMES` and `ACCOUNT_MAX_GATHERS` may take.
    static let range = 1...10_000_000

    /// Refuses with 409 and a sentence when an account already holds `held` of `limit` `what`;
    /// `advice` says how to make room.
    static func refuse(holding held: Int, of limit: Int, _ what: String, advice: String) throws {
        guard held >= limit else { return }
        throw Abort(.conflict, reason: "An account holds at most \(limit) \(what): \(advice)")
    }
}

private struct AccountHoldingsKey: StorageKey {
    typealias Value = AccountHoldings
}

extension Application {
    /// What one account may keep, set by `configure`.
    var accountHoldings: AccountHoldings {
        get { configured(AccountHoldingsKey.self, "what one account may keep") }
        set { storage[AccountHoldingsKey.self] = newValue }
    }
}
