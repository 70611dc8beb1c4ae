/// Lets a test await a condition that becomes true when something changes (a view renders,
/// the match clock ticks), without sleeping or polling: the owner calls ``changed()`` after
/// each change, and waiters whose condition now holds are resumed.
@MainActor
public final class ChangeWaiter {
    private var waiters: [(condition: () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    public init() {}

    /// Returns once `condition` holds: at once if it already does, else after a change that makes it hold.
    public func wait(until condition: @escaping () -> Bool) async {
        guard !condition() else { return }
        await withCheckedContinuation { waiters.append((condition, $0)) }
    }

    /// Resumes every waiter whose condition now holds.
    public func changed() {
        var waiting: [(condition: () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
        for waiter in waiters {
            if waiter.condition() { waiter.continuation.resume() } else { waiting.append(waiter) }
        }
        waiters = waiting
    }
}
