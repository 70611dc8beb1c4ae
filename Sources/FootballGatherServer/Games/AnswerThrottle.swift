import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers
import Vapor

/// How fast answers may come through invite links, which anyone can send without an account:
/// per client address, per link and in all. An address is checked first, so one address flooding a
/// link uses up its own allowance, not the link's.
struct AnswerLimits: Sendable, Equatable {
    /// Answers one client address may send a minute (and at once).
    var perAddressPerMinute = 10
    /// Answers one link may take a minute (and at once: half of it).
    var perLinkPerMinute = 120
    /// Answers the server takes a minute through every link together (and at once: a fifth).
    var inAllPerMinute = 3_000
    /// Guests one client address may add to one game (``GameRules/guestsPerAddress``).
    var guestsPerAddress = GameRules.guestsPerAddress
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

    /// Takes one answer for `token` from `address`; 429 with `Retry-After` and a sentence when a
    /// limit is reached.
    func take(token: String, address: String) throws {
        let time = now()
        let refusal: (String, Double)? = store.withLockedValue { store in
            let checks: [(String, Int, Int, String)] = [
                (
                    "address " + ClientAddressKey.of(address), limits.perAddressPerMinute, limits.perAddressPerMinute,
                    "Too many answers from this address"
                ),
                (
                    "link " + token, limits.perLinkPerMinute, limits.perLinkPerMinute / 2,
                    "Too many answers to this game"
                ),
                ("all", limits.inAllPerMinute, limits.inAllPerMinute / 5, "Too many answers right now"),
            ]
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
