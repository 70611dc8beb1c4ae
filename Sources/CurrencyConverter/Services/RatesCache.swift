import Foundation

/// Keeps the last currencies and rates of a live service between launches (see ``SavedRates``).
public protocol RatesCache: Sendable {
    /// What was saved last, or `nil` when nothing was (or it cannot be read).
    func load() -> SavedRates?
    /// Saves `rates`, replacing what was saved before.
    /// - Throws: when they could not be saved.
    func save(_ rates: SavedRates) throws
}

/// A ``RatesCache`` in memory, for previews and tests.
public final class InMemoryRatesCache: RatesCache, @unchecked Sendable {
    // @unchecked: `stored` is only touched with `lock` held.
    private let lock = NSLock()
    private var stored: SavedRates?

    public init(_ rates: SavedRates? = nil) {
        stored = rates
    }

    /// What was saved last.
    public var saved: SavedRates? {
        lock.withLock { stored }
    }

    public func load() -> SavedRates? {
        saved
    }

    public func save(_ rates: SavedRates) throws {
        lock.withLock { stored = rates }
    }
}
