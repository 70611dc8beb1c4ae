import Foundation

/// A ``RatesCache`` that many screens save to at once (every tab a web server serves): the latest
/// saved is kept in memory and is what the next screen loads, and it is written to the cache
/// beneath once per ``interval`` at most, the latest only. So a stranger switching currencies
/// cannot make the server rewrite the file many times a second. What was saved within the last
/// interval before the process ends is not written unless ``flush()`` is called: it is a cache.
public final class CoalescedRatesCache: RatesCache, @unchecked Sendable {
    // @unchecked: `latest`, `hasLoaded` and `isWriteScheduled` are only touched with `lock` held.
    private let lock = NSLock()
    /// The cache written to.
    public let beneath: any RatesCache
    private let schedule: @Sendable (@escaping @Sendable () -> Void) -> Void
    private var latest: SavedRates?
    private var hasLoaded = false
    private var isWriteScheduled = false

    /// Five seconds: the longest a saved rate waits to be written.
    public static let interval: Duration = .seconds(5)

    /// - Parameters:
    ///   - beneath: the cache written to (a file).
    ///   - schedule: runs the write it is given once ``interval`` has passed (tests run it by hand).
    public init(
        writingTo beneath: any RatesCache,
        schedule: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = { write in
            Task.detached {
                try? await Task.sleep(for: CoalescedRatesCache.interval)
                write()
            }
        }
    ) {
        self.beneath = beneath
        self.schedule = schedule
    }

    public func load() -> SavedRates? {
        lock.withLock {
            if !hasLoaded {
                latest = beneath.load()
                hasLoaded = true
            }
            return latest
        }
    }

    /// Keeps `rates` as the latest, to be written with the next write (scheduled now when none is).
    /// Never throws: a write that fails later is no reason to stop converting.
    public func save(_ rates: SavedRates) throws {
        let schedulesWrite = lock.withLock {
            latest = rates
            hasLoaded = true
            defer { isWriteScheduled = true }
            return !isWriteScheduled
        }
        if schedulesWrite { schedule { [self] in flush() } }
    }

    /// Writes the latest saved to the cache beneath now, if anything is waiting.
    public func flush() {
        let waiting: SavedRates? = lock.withLock {
            defer { isWriteScheduled = false }
            return isWriteScheduled ? latest : nil
        }
        if let waiting { try? beneath.save(waiting) }
    }
}
