/// How many new browsers each client address may start: a burst, then one per interval (a token
/// bucket per address), so one client starting browsers as fast as it can never keeps another
/// address from starting one.
struct BrowserAdmission {
    /// Browsers an address may start at once.
    let burst: Int
    /// How long an address waits for each further browser.
    let interval: Duration
    /// Addresses remembered at once; past this the ones whose bucket refilled long ago go first.
    let capacity: Int
    private var buckets: [String: Bucket] = [:]

    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    init(burst: Int, interval: Duration, capacity: Int) {
        self.burst = max(1, burst)
        self.interval = interval
        self.capacity = max(1, capacity)
    }

    /// The number of addresses remembered.
    var trackedAddresses: Int { buckets.count }

    /// Takes one browser's worth from `address`'s bucket. - Returns: `nil` when admitted, else
    /// how long until the address may start one.
    mutating func admit(_ address: String, at now: ContinuousClock.Instant) -> Duration? {
        let key = String(address.prefix(64))
        var bucket = buckets[key].map { refilled($0, at: now) } ?? Bucket(tokens: Double(burst), updated: now)
        guard bucket.tokens >= 1 else {
            buckets[key] = bucket
            return interval * (1 - bucket.tokens)
        }
        bucket.tokens -= 1
        if buckets[key] == nil, buckets.count >= capacity { forgetOldest(at: now) }
        buckets[key] = bucket
        return nil
    }

    private func refilled(_ bucket: Bucket, at now: ContinuousClock.Instant) -> Bucket {
        let earned = (now - bucket.updated) / interval
        return Bucket(tokens: min(Double(burst), bucket.tokens + earned), updated: now)
    }

    /// Forgets the addresses whose buckets are full again (they lose nothing), else the tenth
    /// least recently seen.
    private mutating func forgetOldest(at now: ContinuousClock.Instant) {
        buckets = buckets.filter { refilled($0.value, at: now).tokens < Double(burst) }
        guard buckets.count >= capacity else { return }
        let oldestFirst = buckets.sorted { $0.value.updated < $1.value.updated }
        for (key, _) in oldestFirst.prefix(max(1, capacity / 10)) {
            buckets[key] = nil
        }
    }
}
