import Testing

import VIPERKit

@Suite("Task tracker: awaiting the views' async presenter calls without sleeping")
@MainActor
struct TaskTrackerTests {
    @Test("waitUntilIdle returns after every task, including tasks started by tasks")
    func nestedTasks() async {
        let tracker = TaskTracker()
        var log: [String] = []
        tracker.run {
            log.append("outer")
            tracker.run { log.append("inner") }
        }
        #expect(tracker.runningCount == 1)
        await tracker.waitUntilIdle()
        #expect(log == ["outer", "inner"])
        #expect(tracker.runningCount == 0)
    }

    @Test("a task waiting for the user counts as idle until the user answers")
    func waitingForUser() async {
        let tracker = TaskTracker()
        var answer: CheckedContinuation<Void, Never>?
        var finished = false
        tracker.run {
            tracker.beginWaitingForUser()
            await withCheckedContinuation { answer = $0 }
            finished = true
        }
        await tracker.waitUntilIdle()
        #expect(!finished)
        #expect(tracker.isIdle)
        tracker.endWaitingForUser()
        answer?.resume()
        #expect(!tracker.isIdle)
        await tracker.waitUntilIdle()
        #expect(finished)
    }
}
