import Testing

@testable import VIPERKitWeb

@Suite("Event budget: a tab's burst of events, refilled at a steady rate")
struct EventBudgetTests {
    private let start = ContinuousClock.now

    @Test("A tab sends its burst at once; the events after it are dropped and counted")
    func burstThenDropped() {
        var budget = EventBudget(burst: 3, perSecond: 1)
        let admitted = (0..<5).map { _ in budget.take(at: start) }
        #expect(admitted == [true, true, true, false, false])
        #expect(budget.dropped == 2)
    }

    @Test("The allowance comes back at the rate: one and a half seconds at one a second admit one more event")
    func refilledAtTheRate() {
        var budget = EventBudget(burst: 2, perSecond: 1)
        _ = budget.take(at: start)
        _ = budget.take(at: start)
        let later = start + .milliseconds(1500)
        #expect([budget.take(at: later), budget.take(at: later)] == [true, false])
        #expect(budget.dropped == 1)
    }

    @Test("A tab idle for a long time gets its burst back, never more")
    func neverMoreThanTheBurst() {
        var budget = EventBudget(burst: 4, perSecond: 10)
        _ = budget.take(at: start)
        let muchLater = start + .seconds(3600)
        let admitted = (0..<6).map { _ in budget.take(at: muchLater) }
        #expect(admitted == [true, true, true, true, false, false])
    }

    @Test("The gate a socket uses counts the same way, from the limits")
    func gateFromLimits() {
        let gate = EventGate(limits: WebSocketLimits(eventBurst: 2, eventsPerSecond: 5))
        let admitted = (0..<4).map { _ in gate.admit(at: start) }
        #expect(admitted == [true, true, false, false])
        #expect(gate.dropped == 2)
        #expect(gate.admit(at: start + .milliseconds(200)) == true)
    }
}
