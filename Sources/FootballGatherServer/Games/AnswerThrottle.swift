import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers
import Vapor

/// How fast answers may come through invite links, which anyone can send without an account:
/// per client address, per link and in all. An address is checked first, so one address flooding a
/// link uses up its own allowance, not the link's; the link and the whole server count only answers
/// to a link that exists, so made-up links use up nobody's allowance but their sender's.
struct AnswerLimits: Sendable, Equatable {
    /// Answers one client address may send a minute (and at once).
    var perAddressPerMinute = 10
    /// Answers one link may take a minute (and at once: half of it).
    var perLinkPerMinute = 120
    /// Answers the server takes a minute through every link together (and at once: a fifth).
    var inAllPerMinute = 3_000
    /// Guests one client address may add to one game (``GameRules/guestsPerAddress``).
    var guestsPerAddress = GameRules.guestsPerAddress
    /// Names one client address may claim in one game (``GameRules/claimsPerAddress``).
    var claimsPerAddress = GameRules.claimsPerAddress
}

/// Enforces ``AnswerLimits`` with token buckets in this process.
final class AnswerThrottle: Sendable {
    let limits: AnswerLimits
    private let now: @Sendable () -> Double
    private let store: NIOLockedValueBox<BucketStore>

    init(limits: AnswerLimits, now: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }) {
        self.limits = limits
        self.now = now
        store = NIOLockedValueBox(BucketStore(tracked: 100_000, now: now()))
    }

    /// Takes one answer from `address` (its /64 for IPv6), before its link is looked up; 429 with
    /// `Retry-After` and a sentence when the address's limit is reached.
    func take(address: String) throws {
        try take([
            (
                "address " + ClientAddressKey.of(address), limits.perAddressPerMinute, limits.perAddressPerMinute,
                "Too many answers from this address"
            )
        ])
    }

    /// Takes one answer to the link `token`, once it is known to exist, from the link's allowance and
    /// the server's; 429 with `Retry-After` and a sentence when either is used up.
    func take(link token: String) throws {
        try take([
            ("link " + token, limits.perLinkPerMinute, limits.perLinkPerMinute / 2, "Too many answers to this game"),
            ("all", limits.inAllPerMinute, limits.inAllPerMinute / 5, "Too many answers right now"),
        ])
    }

    /// Takes one from each bucket of `checks` (key, per minute, burst, the refusal's sentence) in
    /// order, stopping at the first that is empty.
    private func take(_ checks: [(String, Int, Int, String)]) throws {
        let time = now()
        let refusal: (String, Double)? = store.withLockedValue { store in
            for (key, perMinute, burst, sentence) in checks {
                if let wait = store.take(
                    key, capacity: Double(max(1, burst)), perSecond: Double(perMinute) / 60, at: time)
                {
                    return (sentence, wait)
                }
            }
            return nil
        }
        guard let (sentence, wait) = refusal else { return }
        let seconds = max(1, Int(wait.rounded(.up)))
        throw Abort(
            .tooManyRequests, headers: ["Retry-After": String(seconds)],
            reason: "\(sentence): try again in \(seconds) second\(seconds == 1 ? "" : "s").")
    }
}

private struct AnswerThrottleKey: StorageKey {
    typealias Value = AnswerThrottle
}

extension Application {
    /// The limits on answers through invite links, set by `configure`.
    var answerThrottle: AnswerThrottle {
        get { configured(AnswerThrottleKey.self, "the answer throttle") }
        set { storage[AnswerThrottleKey.self] = newValue }
    }
}
