/// Token buckets by key, created full on first use and forgotten once full again (every
/// ``sweepInterval`` seconds, or when `tracked` are held; past it the fullest go too). Not locked:
/// its owner holds it under its own lock.
struct BucketStore: Sendable {
    private(set) var buckets: [String: TokenBucket] = [:]
    private var lastSweep: Double
    /// Keys followed at once.
    let tracked: Int

    /// Seconds between sweeps of the buckets that are full again.
    static let sweepInterval = 10.0

    init(tracked: Int, now: Double) {
        self.tracked = max(1, tracked)
        lastSweep = now
    }

    /// Takes a token from `key`'s bucket (made full with `capacity` and `perSecond` when new).
    /// - Returns: `nil` when taken, else the seconds until one will be there.
    mutating func take(_ key: String, capacity: Double, perSecond: Double, at now: Double) -> Double? {
        sweepIfDue(at: now)
        var bucket = buckets[key] ?? TokenBucket(capacity: capacity, perSecond: perSecond, now: now)
        let wait = bucket.take(at: now)
        buckets[key] = bucket
        return wait
    }

    /// Takes `count` tokens spent elsewhere from `key`'s bucket.
    mutating func debit(_ key: String, _ count: Double, capacity: Double, perSecond: Double, at now: Double) {
        var bucket = buckets[key] ?? TokenBucket(capacity: capacity, perSecond: perSecond, now: now)
        bucket.debit(count, at: now)
        buckets[key] = bucket
    }

    private mutating func sweepIfDue(at now: Double) {
        guard now - lastSweep >= Self.sweepInterval || buckets.count >= tracked else { return }
        lastSweep = now
        buckets = buckets.filter { !$0.value.isFull(at: now) }
        let excess = buckets.count - tracked * 9 / 10
        if excess > 0 {
            for (key, _) in buckets.sorted(by: { $0.value.tokens > $1.value.tokens }).prefix(excess) {
                buckets[key] = nil
            }
        }
    }
}
