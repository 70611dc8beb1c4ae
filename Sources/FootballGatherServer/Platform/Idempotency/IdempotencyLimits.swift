import Foundation
import Vapor

/// How much the server keeps so that a write sent twice counts once: the ids of match operations
/// and the answers to requests with an `Idempotency-Key`. Bounded per gather and per caller, so
/// neither one account nor a stranger holding an invite link can grow them without end.
struct IdempotencyLimits: Sendable, Equatable {
    /// Operation ids kept per gather, the newest; older ones are forgotten as new ones come.
    var operationIDsPerGather = 1_000
    /// Keys kept per caller (an account, or an invite link), the newest; the oldest is forgotten
    /// when a new one comes.
    var keysPerCaller = 1_000
    /// How long an answer is kept for its key: a day, as Stripe keeps them.
    var keyLifetime: TimeInterval = 24 * 3600
    /// How long a request may be handled before its key counts as abandoned (its server stopped
    /// midway), so that a repeat is handled afresh instead of answering 409 until the key expires.
    var abandonedAfter: TimeInterval = 60
}

private struct IdempotencyLimitsKey: StorageKey {
    typealias Value = IdempotencyLimits
}

extension Application {
    /// What is kept to count a write sent twice once, set by `configure`.
    var idempotencyLimits: IdempotencyLimits {
        get { configured(IdempotencyLimitsKey.self, "the idempotency limits") }
        set { storage[IdempotencyLimitsKey.self] = newValue }
    }
}
