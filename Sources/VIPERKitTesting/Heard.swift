import Foundation

/// Everything an async sequence delivered, collected as it arrives, which a test waits on: no
/// sleeping, no polling; the suite's time limit bounds the wait.
public final class Heard<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `items`, `waiters` and `isFinished` are read and written with `lock` held.
    private let lock = NSLock()
    private var items: [Element] = []
    private var isFinished = false
    private typealias Waiter = (
        key: UUID, condition: ([Element]) -> Bool, continuation: CheckedContinuation<[Element], any Error>
    )
    private var waiters: [Waiter] = []
    private var collecting: Task<Void, Never>?

    /// The sequence ended before the awaited condition held.
    public struct Ended: Error, CustomStringConvertible {
        /// How the sequence ended (or the wait was cancelled) and what it had yielded by then.
        public let description: String
    }

    /// Starts collecting `sequence`.
    public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
        collecting = Task { [weak self] in
            do {
                for try await item in sequence { self?.append(item) }
            } catch {}
            self?.finish()
        }
    }

    /// Stops collecting (the listener stops listening).
    public func stop() {
        collecting?.cancel()
    }

    /// What arrived so far.
    public var all: [Element] { lock.withLock { items } }

    /// Returns what arrived once `condition` holds for it.
    /// - Throws: when the sequence ended first, or the waiting task was cancelled (its time limit).
    @discardableResult
    public func wait(until condition: @escaping ([Element]) -> Bool) async throws -> [Element] {
        let key = UUID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock {
                    if condition(items) {
                        continuation.resume(returning: items)
                    } else if isFinished {
                        continuation.resume(throwing: Ended(description: "ended with \(items)"))
                    } else if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        waiters.append((key, condition, continuation))
                    }
                }
            }
        } onCancel: {
            // Resumed outside the lock: resuming takes the waiting task's own lock, which the
            // runtime holds while it runs this handler.
            let cancelled = lock.withLock { () -> (Waiter, [Element])? in
                guard let index = waiters.firstIndex(where: { $0.key == key }) else { return nil }
                return (waiters.remove(at: index), items)
            }
            if let (waiter, arrived) = cancelled {
                waiter.continuation.resume(throwing: Ended(description: "cancelled with \(arrived)"))
            }
        }
    }

    /// Returns the first element matching `matches` after the first `count` ones, once it arrived.
    @discardableResult
    public func waitForElement(after count: Int = 0, where matches: @escaping (Element) -> Bool) async throws
        -> Element
    {
        let items = try await wait { $0.dropFirst(count).contains(where: matches) }
        return items.dropFirst(count).first(where: matches)!
    }

    private func append(_ item: Element) {
        let (satisfied, arrived) = lock.withLock { () -> ([Waiter], [Element]) in
            items.append(item)
            let satisfied = waiters.filter { $0.condition(items) }
            waiters.removeAll { waiter in satisfied.contains { $0.key == waiter.key } }
            return (satisfied, items)
        }
        for waiter in satisfied { waiter.continuation.resume(returning: arrived) }
    }

    private func finish() {
        let (waiting, arrived) = lock.withLock { () -> ([Waiter], [Element]) in
            isFinished = true
            defer { waiters = [] }
            return (waiters, items)
        }
        for waiter in waiting { waiter.continuation.resume(throwing: Ended(description: "ended with \(arrived)")) }
    }
}
