import Testing

import VIPERKit

@Suite("Task tracker: awaiting and cancelling the views' async presenter calls")
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
        var answerQuestion: ((String) -> Void)?
        var answer: String?
        tracker.run {
            answer = await tracker.waitForUser { answerQuestion = $0 }
        }
        await tracker.waitUntilIdle()
        #expect(answer == nil)
        #expect(tracker.isIdle)
        answerQuestion?("yes")
        #expect(!tracker.isIdle)
        await tracker.waitUntilIdle()
        #expect(answer == "yes")
        #expect(tracker.runningCount == 0)
    }

    @Test("only the first answer to a question counts")
    func firstAnswerCounts() async {
        let tracker = TaskTracker()
        var answers: [Bool] = []
        tracker.run {
            answers.append(
                await tracker.waitForUser { answer in
                    answer(true)
                    answer(false)
                })
        }
        await tracker.waitUntilIdle()
        #expect(answers == [true])
        #expect(tracker.isIdle)
    }

    @Test("cancelAll cancels the running calls; they still count until they return")
    func cancelAll() async {
        let tracker = TaskTracker()
        let (reply, replying) = AsyncStream.makeStream(of: Void.self)
        var wasCancelled = false
        tracker.run {
            for await _ in reply {}
            wasCancelled = Task.isCancelled
        }
        tracker.cancelAll()
        #expect(tracker.runningCount == 1)
        await tracker.waitUntilIdle()
        #expect(wasCancelled)
        #expect(tracker.runningCount == 0)
        replying.finish()
    }

    @Test("cancelAll leaves a call waiting for the user's answer, which then goes on uncancelled")
    func cancelAllSparesQuestions() async {
        let tracker = TaskTracker()
        var answerQuestion: ((Bool) -> Void)?
        var outcome: (answer: Bool, wasCancelled: Bool)?
        tracker.run {
            let answer = await tracker.waitForUser { answerQuestion = $0 }
            outcome = (answer, Task.isCancelled)
        }
        await tracker.waitUntilIdle()
        tracker.cancelAll()
        answerQuestion?(true)
        await tracker.waitUntilIdle()
        #expect(outcome?.answer == true)
        #expect(outcome?.wasCancelled == false)
    }
}
