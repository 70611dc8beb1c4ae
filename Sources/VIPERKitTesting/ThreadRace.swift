import Foundation

/// Runs each of `bodies` at once, on a thread of its own (not the concurrency pool, so a body
/// that blocks holds nothing a test needs), and waits up to `limit` for all of them to return.
///
/// For tests of code that takes locks from several threads: two locks taken in opposite orders
/// leave bodies blocked for good, and this returns `false` instead of hanging the test run (the
/// blocked threads are left behind).
/// - Returns: whether every body returned in time.
public func allReturn(within limit: Duration, running bodies: [@Sendable () -> Void]) async -> Bool {
    let group = DispatchGroup()
    for body in bodies {
        group.enter()
        Thread.detachNewThread {
            body()
            group.leave()
        }
    }
    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
    return await withCheckedContinuation { done in
        Thread.detachNewThread { done.resume(returning: group.wait(timeout: .now() + seconds) == .success) }
    }
}
