import Foundation

/// The time as a test sets it: a clock that stands still until moved.
final class TestClock: @unchecked Sendable {
    // @unchecked: `current` is only touched with `lock` held.
    private let lock = NSLock()
    private var current: Date

    /// A clock showing `time`, written "2026-11-26T09:30:00Z".
    init(_ time: String = "2026-11-26T09:30:00Z") {
        current = TestClock.date(time)
    }

    /// The time it shows.
    var now: Date { lock.withLock { current } }

    /// Shows `time`, written "2026-11-26T09:30:00Z", from now on.
    func set(_ time: String) {
        lock.withLock { current = TestClock.date(time) }
    }

    /// The moment written "2026-11-26T09:30:00Z".
    static func date(_ time: String) -> Date {
        ISO8601DateFormatter().date(from: time)!
    }

    /// Dates shown in UTC, so that the clock's times read as written.
    static let utc = TimeZone(identifier: "UTC")!
}
