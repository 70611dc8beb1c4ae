import Foundation

/// A tab's allowance of events: a burst, refilled at a steady rate (a token bucket). Events past
/// it are dropped and counted.
struct EventBudget {
    let burst: Double
    let perSecond: Double
    private var tokens: Double
    private var updated: ContinuousClock.Instant?
    /// Events refused since the tab started.
    private(set) var dropped = 0

    init(burst: Int, perSecond: Double) {
        self.burst = Double(burst)
        self.perSecond = perSecond
        tokens = Double(burst)
    }

    /// Counts an event admitted but then lost unhandled.
    mutating func countDropped() {
        dropped += 1
    }

    /// Takes one event's worth. - Returns: whether the event may be handled.
    mutating func take(at now: ContinuousClock.Instant) -> Bool {
        if let updated {
            let elapsed = now - updated
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            tokens = min(burst, tokens + max(0, seconds) * perSecond)
        }
        updated = now
        guard tokens >= 1 else {
            dropped += 1
            return false
        }
        tokens -= 1
        return true
    }
}

/// A tab's ``EventBudget``, taken from on the socket's event loop as events arrive, before they
/// are buffered.
final class EventGate: @unchecked Sendable {
    // @unchecked: `budget` is read and written with `lock` held.
    private let lock = NSLock()
    private var budget: EventBudget

    init(limits: WebSocketLimits) {
        budget = EventBudget(burst: limits.eventBurst, perSecond: limits.eventsPerSecond)
    }

    /// Whether an event arriving now may be handled; one that may not is counted.
    func admit(at now: ContinuousClock.Instant = .now) -> Bool {
        lock.withLock { budget.take(at: now) }
    }

    /// Counts an event admitted but then lost unhandled.
    func countDropped() {
        lock.withLock { budget.countDropped() }
    }

    /// Events refused since the tab started.
    var dropped: Int { lock.withLock { budget.dropped } }
}
