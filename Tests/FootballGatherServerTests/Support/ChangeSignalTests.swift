import NIOConcurrencyHelpers
import Testing

@testable import FootballGatherServer

@Suite("Waiting for a condition without checking it at intervals", .timeLimit(.minutes(1)))
struct ChangeSignalTests {
    @Test("A condition that holds returns at once; one that does not returns after the change that makes it hold")
    func wakesOnTheChange() async {
        let signal = ChangeSignal()
        let count = NIOLockedValueBox(0)
        await signal.waitUntil { count.withLockedValue { $0 } == 0 }

        async let reached: Void = signal.waitUntil { count.withLockedValue { $0 } == 3 }
        for _ in 0..<3 {
            count.withLockedValue { $0 += 1 }
            signal.changed()
        }
        await reached
        #expect(count.withLockedValue { $0 } == 3)
    }
}
