import Foundation
import Testing

@testable import VIPERKitWeb

@Suite("Coalescing sender: pages never pile up behind a socket that does not read")
@MainActor
struct CoalescingSenderTests {
    private let writer = FakeFrameWriter()
    private let timer = ManualTimer()

    private func makeSender() -> CoalescingSender<String> {
        CoalescingSender(writer: writer, unwritableTimeout: .seconds(20), sleep: timer.sleep)
    }

    @Test("While a page is being written, newer pages replace the one held back; only the newest follows")
    func pagesCoalesce() {
        let sender = makeSender()
        sender.sendPage("page 1")
        sender.sendPage("page 2")
        sender.sendPage("page 3")
        #expect(writer.written == ["page 1"])
        #expect(sender.heldPage == "page 3")
        #expect(sender.outstandingWrites == 1)

        writer.completeOldest()
        #expect(writer.written == ["page 1", "page 3"])
        #expect(sender.heldPage == nil)
        writer.completeOldest()
        #expect(sender.outstandingWrites == 0)
    }

    @Test("Control messages are never coalesced: they follow in order, ahead of the held page")
    func messagesKeptInOrder() {
        let sender = makeSender()
        sender.sendPage("page 1")
        sender.sendMessage("renew")
        sender.sendPage("page 2")
        sender.sendMessage("notice")
        for _ in 0..<3 { writer.completeOldest() }
        #expect(writer.written == ["page 1", "renew", "notice", "page 2"])
    }

    @Test("Acknowledgements waiting for the socket: only the newest follows, ahead of the held page")
    func newestAcknowledgementOnly() {
        let sender = makeSender()
        sender.sendPage("page 1")
        sender.sendLatest("ack 1")
        sender.sendPage("page 2")
        sender.sendLatest("ack 2")
        sender.sendLatest("ack 3")
        for _ in 0..<3 { writer.completeOldest() }
        #expect(writer.written == ["page 1", "ack 3", "page 2"])
    }

    @Test("A page held back and replaced passes its acknowledgement to the newer page")
    func replacedPageKeepsAcknowledgement() {
        let old = WebPage(title: "t", html: .text("old"))
        var acknowledged = old
        acknowledged.acknowledgedEvent = 7
        let new = WebPage(title: "t", html: .text("new"))
        #expect(SocketConnection.merge(acknowledged, new).acknowledgedEvent == 7)
        #expect(SocketConnection.merge(acknowledged, new).html == .text("new"))
        #expect(SocketConnection.merge(old, new).acknowledgedEvent == nil)
    }

    @Test("Control messages waiting for a stalled socket are bounded; the ones past the bound are dropped")
    func messagesBounded() {
        let sender = makeSender()
        sender.sendPage("page")
        let messages = (0..<20).map { "message \($0)" }
        for message in messages { sender.sendMessage(message) }
        for _ in 0..<CoalescingSender<String>.maximumWaitingMessages { writer.completeOldest() }
        #expect(writer.written == ["page"] + messages.prefix(CoalescingSender<String>.maximumWaitingMessages))
        writer.completeOldest()
        #expect(sender.outstandingWrites == 0)
    }

    @Test("A socket that takes nothing for the timeout is closed outright, and nothing more is written to it")
    func stalledSocketClosed() async {
        let sender = makeSender()
        sender.sendPage("page 1")
        sender.sendPage("page 2")
        #expect(await eventually { timer.sleeping == 1 })
        timer.fire()
        #expect(await eventually { writer.closedNow })

        writer.completeOldest()
        sender.sendPage("page 3")
        sender.sendMessage("notice")
        #expect(writer.written == ["page 1"])
        #expect(sender.heldPage == nil)
    }

    @Test("A write that completes in time stops the clock: the socket stays open")
    func writeInTimeKeepsSocket() async {
        let sender = makeSender()
        sender.sendPage("page 1")
        #expect(await eventually { timer.sleeping == 1 })
        writer.completeOldest()
        #expect(await eventually { timer.sleeping == 0 })
        timer.fire()
        sender.sendPage("page 2")
        #expect(writer.written == ["page 1", "page 2"])
        #expect(writer.closedNow == false)
        writer.completeOldest()
    }
}

/// Records what a ``CoalescingSender`` writes and completes the writes when the test says so, as a
/// socket does once the client has read them.
@MainActor
private final class FakeFrameWriter: TextFrameWriter {
    private(set) var written: [String] = []
    private(set) var closedNow = false
    private var completions: [@MainActor () -> Void] = []

    func write(_ text: String, completion: @escaping @MainActor () -> Void) {
        written.append(text)
        completions.append(completion)
    }

    func closeNow() {
        closedNow = true
    }

    /// Completes the oldest write not yet completed.
    func completeOldest() {
        guard !completions.isEmpty else { return }
        completions.removeFirst()()
    }
}

/// A timer the test fires by hand: each `sleep` waits until ``fire()``, or throws when its task is cancelled.
private final class ManualTimer: @unchecked Sendable {
    // @unchecked: every stored property is read and written with `lock` held.
    private let lock = NSLock()
    private var sleepers: [Int: CheckedContinuation<Void, any Error>] = [:]
    private var cancelled: Set<Int> = []
    private var nextID = 0

    /// The sleep to hand to the code under test.
    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] _ in try await wait() }
    }

    /// Sleeps under way.
    var sleeping: Int { lock.withLock { sleepers.count } }

    /// Ends every sleep under way, as if its time had passed.
    func fire() {
        let woken = lock.withLock {
            defer { sleepers = [:] }
            return sleepers
        }
        for sleeper in woken.values { sleeper.resume() }
    }

    private func wait() async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let wasCancelled = lock.withLock {
                    if cancelled.contains(id) { return true }
                    sleepers[id] = continuation
                    return false
                }
                if wasCancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let sleeper = lock.withLock {
                cancelled.insert(id)
                return sleepers.removeValue(forKey: id)
            }
            sleeper?.resume(throwing: CancellationError())
        }
    }
}

/// Whether `condition` holds within two seconds, letting other tasks run in between.
@MainActor
private func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(2)
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        await Task.yield()
    }
    return true
}
