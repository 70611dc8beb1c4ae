/// A bucket of at most `capacity` tokens that refills at `perSecond`: each request takes one, and
/// an empty bucket says how long until the next is there. Times are seconds on a monotonic clock.
struct TokenBucket: Sendable, Equatable {
    let capacity: Double
    let perSecond: Double
    private(set) var tokens: Double
    private(set) var updated: Double

    /// A full bucket at `now`.
    init(capacity: Double, perSecond: Double, now: Double) {
        self.capacity = capacity
        self.perSecond = perSecond
        tokens = capacity
        updated = now
    }

    /// Takes a token at `now`.
    /// - Returns: `nil` when one was taken, else the seconds until one will be there.
    mutating func take(at now: Double) -> Double? {
        refill(at: now)
        guard tokens >= 1 else { return (1 - tokens) / perSecond }
        tokens -= 1
        return nil
    }

    /// Takes `count` tokens spent elsewhere (by another instance), down to none left.
    mutating func debit(_ count: Double, at now: Double) {
        refill(at: now)
        tokens = max(0, tokens - count)
    }

    /// Whether the bucket is full again at `now`, so forgetting it changes nothing.
    func isFull(at now: Double) -> Bool {
        tokens + max(0, now - updated) * perSecond >= capacity
    }

    private mutating func refill(at now: Double) {
        tokens = min(capacity, tokens + max(0, now - updated) * perSecond)
        updated = max(updated, now)
    }
}
