import NIOConcurrencyHelpers

/// Lets a caller wait for a condition on something that changes (the feed's subscribers, the
/// gate's connections) without checking it at intervals: the owner calls ``changed()`` after each
/// change, and ``waitUntil(_:)`` checks the condition again then.
final class ChangeSignal: Sendable {
    private struct State {
        /// How many changes were signalled, so that a waiter that checked before a change is woken by it.
        var changes = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = NIOLockedValueBox(State())

    /// Something changed: every waiter checks its condition again.
    func changed() {
        let waiters = state.withLockedValue { state in
            state.changes += 1
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once `condition` holds, checked now and after each ``changed()``.
    func waitUntil(_ condition: @Sendable () -> Bool) async {
        while true {
            let seen = state.withLockedValue { $0.changes }
            if condition() { return }
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                let changedSince = state.withLockedValue { state in
                    guard state.changes == seen else { return true }
                    state.waiters.append(waiter)
                    return false
                }
                if changedSince { waiter.resume() }
            }
        }
    }
}
