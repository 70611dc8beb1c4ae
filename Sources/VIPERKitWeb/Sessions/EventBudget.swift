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
/// are buffered; within the budget its client address shares with its other tabs, when it has one.
final class EventGate: @unchecked Sendable {
    // @unchecked: `budget` is read and written with `lock` held; `shared` is set once.
    private let lock = NSLock()
    private var budget: EventBudget
    private let shared: EventGate?

    /// A tab's gate, from the limits' per-tab allowance, within `shared` (its address's) if given.
    init(limits: WebSocketLimits, within shared: EventGate? = nil) {
        budget = EventBudget(burst: limits.eventBurst, perSecond: limits.eventsPerSecond)
        self.shared = shared
    }

    /// The gate every tab of one client address takes from as well.
    init(sharedBy limits: WebSocketLimits) {
        budget = EventBudget(burst: limits.addressEventBurst, perSecond: limits.addressEventsPerSecond)
        shared = nil
    }

    /// Whether an event arriving now may be handled: within this gate's allowance and the shared
    /// one's. One that may not is counted here.
    func admit(at now: ContinuousClock.Instant = .now) -> Bool {
        guard lock.withLock({ budget.take(at: now) }) else { return false }
        guard let shared, !shared.admit(at: now) else { return true }
        lock.withLock { budget.countDropped() }
        return false
    }

    /// Counts an event admitted but then lost unhandled.
    func countDropped() {
        lock.withLock { budget.countDropped() }
    }

    /// Events refused since the tab started.
    var dropped: Int { lock.withLock { budget.dropped } }
}
