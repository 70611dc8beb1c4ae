import FootballGather
import Foundation

/// A ``KeyValueStore`` in memory that records every write and can be told to fail the next one.
public final class InMemoryKeyValueStore: KeyValueStore, @unchecked Sendable {
    // @unchecked: every stored property is read and written with `lock` held.

    /// One write received by the store.
    public enum Write: Equatable, Sendable {
        case string(String?, key: String)
        case bool(Bool?, key: String)
    }

    private let lock = NSLock()
    private var strings: [String: String]
    private var bools: [String: Bool]
    private var recordedWrites: [Write] = []
    private var nextError: ServiceError?

    /// - Parameters:
    ///   - strings: string values already stored.
    ///   - bools: boolean values already stored.
    public init(strings: [String: String] = [:], bools: [String: Bool] = [:]) {
        self.strings = strings
        self.bools = bools
    }

    /// Every write, oldest first (failed ones included).
    public var writes: [Write] {
        lock.withLock { recordedWrites }
    }

    /// Makes the next write throw `error` and leave the values unchanged.
    public func failNextWrite(with error: ServiceError) {
        lock.withLock { nextError = error }
    }

    public func string(forKey key: String) -> String? {
        lock.withLock { strings[key] }
    }

    public func bool(forKey key: String) -> Bool? {
        lock.withLock { bools[key] }
    }

    public func set(_ value: String?, forKey key: String) throws {
        try lock.withLock {
            recordedWrites.append(.string(value, key: key))
            try throwPendingError()
            strings[key] = value
        }
    }

    public func set(_ value: Bool?, forKey key: String) throws {
        try lock.withLock {
            recordedWrites.append(.bool(value, key: key))
            try throwPendingError()
            bools[key] = value
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
