import VIPERKit

/// A tab's numbered events from its page, applied in order, each once, each when its screen can
/// take it, and acknowledged once the work they started has ended.
///
/// An event waits while the tab walks to an address and while the screen is loading, so that an
/// event sent again after a reconnect reaches the screen it was meant for instead of a screen
/// still being built; it waits at most ``readinessLimit``. Escape and the loading overlay's Cancel go at once while the
/// screen is loading, since they end the loading.
@MainActor
final class PageEvents {
    /// How long an event waits for its screen, and an acknowledgement for the work to end, at most.
    let readinessLimit: Duration
    /// Events that may wait at once; past this the page is asked to send again later.
    nonisolated static let maximumWaiting = 1_024

    /// Which numbers were applied.
    private(set) var sequence = EventSequence()
    private var waiting: [Waiting] = []
    private var draining: Task<Void, Never>?
    private var acknowledging: Task<Void, Never>?
    private var lastAcknowledged: Int?
    private var mustAcknowledgeAgain = false
    /// The tab these events are for; the tab owns this, and work still under way when it goes stops.
    private weak var tab: WebTab?

    private struct Waiting {
        var event: WebEvent?
        var number: Int
        var arrived: ContinuousClock.Instant
        var isApplied = false
    }

    init(tab: WebTab, readinessLimit: Duration = .seconds(30)) {
        self.tab = tab
        self.readinessLimit = readinessLimit
    }

    /// Whether more events may wait now.
    var hasRoom: Bool { waiting.count < Self.maximumWaiting }

    /// Events waiting for their screen.
    var waitingCount: Int { waiting.count }

    /// A page connected whose outbox starts at `first`: acknowledges what was applied before.
    func connect(startingAt first: Int) {
        _ = sequence.connect(startingAt: first)
        acknowledge(evenIfSent: true)
    }

    /// Takes the page's message numbered `number` (``OutboxMessage/number``).
    /// - Returns: the number to send again from, when the page must (one was missing).
    func receive(_ content: OutboxMessage.Content, number: Int) -> Int? {
        if case .skip(let last) = content {
            sequence.skip(through: last)
            acknowledge()
            return nil
        }
        switch sequence.receive(number) {
        case .duplicate:
            acknowledge(evenIfSent: true)
        case .gap(let from):
            return from
        case .waitForResend:
            break
        case .apply:
            let event: WebEvent? = if case .event(let event) = content { event } else { nil }
            enqueue(Waiting(event: event, number: number, arrived: .now))
        }
        return nil
    }

    /// Asks the page to send again from the number expected (an event was refused by an allowance).
    func resendExpected() -> Int? {
        sequence.resendExpected()
    }

    private func enqueue(_ item: Waiting) {
        // Nothing waits and the screen is ready: applied at once, the common case.
        if waiting.isEmpty, draining == nil, let tab, tab.isReadyForWaitedEvents {
            if let event = item.event { apply(event, number: item.number) }
            sequence.didApply(item.number)
            acknowledge()
            return
        }
        if let event = item.event, event.endsLoading, tab?.navigator.visibleView?.isLoading == true {
            var item = item
            apply(event, number: item.number)
            item.isApplied = true
            waiting.append(item)
        } else {
            waiting.append(item)
        }
        drain()
    }

    private func drain() {
        guard draining == nil else { return }
        draining = Task { [weak self] in
            while let self, let next = self.waiting.first, let tab = self.tab {
                if !next.isApplied, let event = next.event {
                    await tab.untilReadyForWaitedEvents(by: next.arrived + self.readinessLimit)
                    // An Escape may have gone ahead meanwhile: it is still first until applied here.
                    if let first = self.waiting.first, first.number == next.number, !first.isApplied {
                        self.apply(event, number: next.number)
                    }
                }
                self.waiting.removeFirst()
                self.sequence.didApply(next.number)
                self.acknowledge()
            }
            self?.draining = nil
        }
    }

    private func apply(_ event: WebEvent, number: Int) {
        guard let tab else { return }
        EventOrigin.$current.withValue(tab.origin(ofEvent: number)) { _ = tab.handle(event) }
    }

    /// The number a page rendered now may acknowledge, when the tab is settled and it is news to
    /// the page (the page then needs no acknowledgement of its own); `nil` otherwise.
    func acknowledgementForPage() -> Int? {
        guard let tab, tab.isSettled, sequence.applied != lastAcknowledged || mustAcknowledgeAgain else { return nil }
        lastAcknowledged = sequence.applied
        mustAcknowledgeAgain = false
        return sequence.applied
    }

    /// Acknowledges what was applied once the tab is settled (on a page rendered by then, or on
    /// its own).
    /// - Parameter evenIfSent: send it even when the page was told that number already (it sent
    ///   an event again, so it did not hear).
    private func acknowledge(evenIfSent: Bool = false) {
        if evenIfSent { mustAcknowledgeAgain = true }
        guard acknowledging == nil else { return }
        acknowledging = Task { [weak self] in
            guard let self else { return }
            await tab?.untilSettled(by: .now + readinessLimit)
            acknowledging = nil
            let applied = sequence.applied
            guard let tab, applied != lastAcknowledged || mustAcknowledgeAgain else { return }
            lastAcknowledged = applied
            mustAcknowledgeAgain = false
            tab.send(.acknowledge(applied))
        }
    }
}

extension WebEvent {
    /// Escape, or the loading overlay's Cancel: they end a loading screen, so they do not wait for it.
    var endsLoading: Bool {
        switch self {
        case .key(.escape, _), .action(WebView.cancelLoadingAction, _): true
        default: false
        }
    }
}
