import Foundation

/// Lets a test await a condition that becomes true when something changes (a view renders,
/// the match clock ticks), without sleeping or polling: the owner calls ``changed()`` after
/// each change, and waiters whose condition now holds are resumed.
@MainActor
public final class ChangeWaiter {
    private struct Waiter {
        let id: UUID
        let condition: () -> Bool
        let continuation: CheckedContinuation<Void, Never>
    }

    private var waiters: [Waiter] = []

    /// A waiter that nobody awaits yet.
    public init() {}

    /// Returns once `condition` holds: at once if it already does, else after a change that makes
    /// it hold. A cancelled wait (the test's time limit) returns too, so the test fails on what it
    /// expects next instead of hanging.
    public func wait(until condition: @escaping () -> Bool) async {
        guard !condition(), !Task.isCancelled else { return }
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { waiters.append(Waiter(id: id, condition: condition, continuation: $0)) }
        } onCancel: {
            Task { @MainActor [weak self] in self?.release(id) }
        }
    }

    /// Resumes every waiter whose condition now holds.
    public func changed() {
        var waiting: [Waiter] = []
        for waiter in waiters {
            if waiter.condition() { waiter.continuation.resume() } else { waiting.append(waiter) }
        }
        waiters = waiting
    }

    /// Resumes the waiter `id`, whose task was cancelled, if it still waits.
    private func release(_ id: UUID) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume()
    }
}
