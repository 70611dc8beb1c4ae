/// Starts the async presenter calls of a front end's views and keeps count of them.
///
/// Views wrap every async presenter call in ``run(_:)``. The app never waits for them;
/// tests call ``waitUntilIdle()`` to await every call, including the ones those calls
/// started, instead of sleeping. A call that waits for the user (a question on screen, see
/// ``beginWaitingForUser()``) counts as idle, so a test can then answer it.
@MainActor
public final class TaskTracker {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    private var waitingForUser = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// Runs `work` in a new task on the main actor.
    public func run(_ work: @escaping @MainActor () async -> Void) {
        let id = nextID
        nextID += 1
        tasks[id] = Task { @MainActor [weak self] in
            await work()
            self?.finish(id)
        }
    }

    /// The number of calls still running, including those waiting for the user.
    public var runningCount: Int { tasks.count }

    /// Whether every running call is waiting for the user.
    public var isIdle: Bool { tasks.count <= waitingForUser }

    /// Counts one more call as waiting for the user (a question is on screen).
    public func beginWaitingForUser() {
        waitingForUser += 1
        resumeIdleWaiters()
    }

    /// The user answered: the call waiting for it runs again.
    public func endWaitingForUser() {
        waitingForUser = max(0, waitingForUser - 1)
    }

    /// Returns once every call started here (and every call those started) has finished or
    /// is waiting for the user.
    public func waitUntilIdle() async {
        guard !isIdle else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    private func finish(_ id: Int) {
        tasks[id] = nil
        resumeIdleWaiters()
    }

    private func resumeIdleWaiters() {
        guard isIdle, !idleWaiters.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.resume() }
    }
}
