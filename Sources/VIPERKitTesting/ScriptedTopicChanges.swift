import Foundation
import VIPERKit

/// A `TopicChangeSource` whose news the test sends, and which tells when nobody listens any more.
public final class ScriptedTopicChanges: TopicChangeSource, @unchecked Sendable {
    // @unchecked: `listeners`, `nextListener` and `quietWaiters` are read and written with `lock` held.
    private let lock = NSLock()
    private var listeners: [Int: AsyncStream<TopicChange>.Continuation] = [:]
    private var nextListener = 0
    private var quietWaiters: [CheckedContinuation<Void, Never>] = []

    /// A source with no listener and no news sent yet.
    public init() {}

    /// A new listener's stream of the news the test sends from now on.
    public func changes() -> AsyncStream<TopicChange> {
        let (stream, continuation) = AsyncStream<TopicChange>.makeStream()
        let key = lock.withLock {
            nextListener += 1
            listeners[nextListener] = continuation
            return nextListener
        }
        continuation.onTermination = { [weak self] _ in self?.stopListening(key) }
        return stream
    }

    /// Tells every listener of `change`.
    public func send(_ change: TopicChange) {
        for continuation in lock.withLock({ Array(listeners.values) }) { continuation.yield(change) }
    }

    /// How many listen now.
    public var listenerCount: Int { lock.withLock { listeners.count } }

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
}
