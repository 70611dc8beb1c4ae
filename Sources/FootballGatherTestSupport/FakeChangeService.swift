import FootballGather
import Foundation

/// A ``ChangeService`` that tells its listeners whatever the test sends.
public final class FakeChangeService: ChangeService, @unchecked Sendable {
    // @unchecked: `listeners` and `quietWaiters` are read and written with `lock` held.
    private let lock = NSLock()
    private var listeners: [Int: AsyncStream<DataChange>.Continuation] = [:]
    private var nextListener = 0
    private var quietWaiters: [CheckedContinuation<Void, Never>] = []

    public init() {}

    public func changes() -> AsyncStream<DataChange> {
        let (stream, continuation) = AsyncStream<DataChange>.makeStream()
        let key = lock.withLock {
            nextListener += 1
            listeners[nextListener] = continuation
            return nextListener
        }
        continuation.onTermination = { [weak self] _ in self?.stopListening(key) }
        return stream
    }

    /// Tells every listener of `change`.
    public func send(_ change: DataChange) {
        for continuation in lock.withLock({ Array(listeners.values) }) { continuation.yield(change) }
    }

    /// Returns once nobody listens (the listeners went away).
    public func waitUntilNobodyListens() async {
        await withCheckedContinuation { waiter in
            let quiet = lock.withLock {
                if listeners.isEmpty { return true }
                quietWaiters.append(waiter)
                return false
            }
            if quiet { waiter.resume() }
        }
    }

    private func stopListening(_ key: Int) {
        let waiters = lock.withLock {
            listeners[key] = nil
            guard listeners.isEmpty else { return [CheckedContinuation<Void, Never>]() }
            defer { quietWaiters = [] }
            return quietWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// How many listen now.
    public var listenerCount: Int { lock.withLock { listeners.count } }
}
