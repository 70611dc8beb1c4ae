import FootballGather
import Foundation

/// A ``CredentialStore`` in memory that records every write and can be told to fail the next one.
public final class InMemoryCredentialStore: CredentialStore, @unchecked Sendable {
    // @unchecked: every stored property is read and written with `lock` held.

    /// One write received by the store.
    public enum Write: Equatable, Sendable {
        /// A session saved on the device (`persistently`) or for this run only.
        case save(Session, persistently: Bool = true)
        case clear
    }

    private let lock = NSLock()
    private var session: Session?
    private var recordedWrites: [Write] = []
    private var nextError: ServiceError?

    /// - Parameter session: the session already stored.
    public init(session: Session? = nil) {
        self.session = session
    }

    /// Every write, oldest first (failed ones included).
    public var writes: [Write] {
        lock.withLock { recordedWrites }
    }

    /// Makes the next save or clear throw `error` and leave the session unchanged.
    public func failNextWrite(with error: ServiceError) {
        lock.withLock { nextError = error }
    }

    public func load() -> Session? {
        lock.withLock { session }
    }

    public func save(_ session: Session, persistently: Bool) throws {
        try lock.withLock {
            recordedWrites.append(.save(session, persistently: persistently))
            try throwPendingError()
            self.session = session
        }
    }

    public func clear() throws {
        try lock.withLock {
            recordedWrites.append(.clear)
            try throwPendingError()
            session = nil
        }
    }

    /// Call with `lock` held.
    private func throwPendingError() throws {
        if let error = nextError {
            nextError = nil
            throw error
        }
    }
}
