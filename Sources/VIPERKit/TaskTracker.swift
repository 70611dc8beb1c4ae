/// Starts the async presenter calls of a front end's views and keeps count of them.
///
/// Views wrap every async presenter call in ``run(_:)``. The app never waits for them;
/// tests call ``waitUntilIdle()`` to await every call, including the ones those calls
/// started, instead of sleeping. A call that waits for the user (a question on screen, see
/// ``waitForUser(_:)``) counts as idle, so a test can then answer it. ``cancelAll()`` cancels
/// the running calls when the user gives up waiting for them.
@MainActor
public final class TaskTracker {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    /// How many answers each call is waiting for, by call.
    private var waitingCalls: [Int: Int] = [:]
    /// How many answers are awaited in all, including by code that is not a call of this tracker.
    private var waitingForUser = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    /// A tracker with no call running.
    public init() {}

    /// Runs `work` in a new task on the main actor.
    public func run(_ work: @escaping @MainActor () async -> Void) {
        let id = nextID
        nextID += 1
        let call = CurrentCall(tracker: ObjectIdentifier(self), id: id)
        tasks[id] = Task { @MainActor [weak self] in
            await CurrentCall.$value.withValue(call) { await work() }
            self?.finish(id)
        }
    }

    /// The number of calls still running, including those waiting for the user.
    public var runningCount: Int { tasks.count }

    /// Whether every running call is waiting for the user.
    public var isIdle: Bool { tasks.count <= waitingForUser }

    /// Shows a question and waits for the user's answer, counting the calling task as waiting
    /// for the user meanwhile: it is idle for ``waitUntilIdle()`` and ``cancelAll()`` leaves it
    /// running.
    ///
    /// - Parameter present: shows the question; it is given the function to call with the
    ///   answer. Only the first answer counts; the waiting ends as soon as it is given.
    /// - Returns: the answer.
    public func waitForUser<Answer: Sendable>(
        _ present: (_ answer: @escaping (Answer) -> Void) -> Void
    ) async -> Answer {
        let call = CurrentCall.value.flatMap { $0.tracker == ObjectIdentifier(self) ? $0.id : nil }
        beginWaiting(call)
        return await withCheckedContinuation { continuation in
            var isAnswered = false
            present { [weak self] answer in
                guard !isAnswered else { return }
                isAnswered = true
                self?.endWaiting(call)
                continuation.resume(returning: answer)
            }
        }
    }

    /// Cancels every running call, except the calls waiting for the user's answer (see
    /// ``waitForUser(_:)``): a question on screen stays answerable and what the answer starts
    /// still runs.
    ///
    /// A cancelled call stops at its next cancellation point (a URLSession request it awaits
    /// throws) and counts as running until it returns, so ``waitUntilIdle()`` still awaits it.
    public func cancelAll() {
        for (id, task) in tasks where waitingCalls[id] == nil {
            task.cancel()
        }
    }

    /// Returns once every call started here (and every call those started) has finished or
    /// is waiting for the user.
    public func waitUntilIdle() async {
        guard !isIdle else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    private func beginWaiting(_ call: Int?) {
        waitingForUser += 1
        if let call { waitingCalls[call, default: 0] += 1 }
        resumeIdleWaiters()
    }

    private func endWaiting(_ call: Int?) {
        waitingForUser = max(0, waitingForUser - 1)
        guard let call, let count = waitingCalls[call] else { return }
        waitingCalls[call] = count > 1 ? count - 1 : nil
    }

    private func finish(_ id: Int) {
        tasks[id] = nil
        waitingCalls[id] = nil
        resumeIdleWaiters()
    }

    private func resumeIdleWaiters() {
        guard isIdle, !idleWaiters.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.resume() }
    }
}

/// The call of a ``TaskTracker`` the current task belongs to.
private struct CurrentCall: Sendable {
    @TaskLocal static var value: CurrentCall?

    let tracker: ObjectIdentifier
    let id: Int
}
