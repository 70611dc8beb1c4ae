import Foundation

/// A ``KeyValueStore`` kept as a JSON object in one file, rewritten atomically on every change.
///
/// A missing or unreadable file reads as empty; the directory is created on the first write.
public final class FileKeyValueStore: KeyValueStore, @unchecked Sendable {
    // @unchecked: every access to `values` and the file goes through `lock`.
    private let fileURL: URL
    private let lock = NSLock()
    private var values: [String: StoredValue]?

    /// - Parameter fileURL: the JSON file, e.g. `<data directory>/settings.json`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func string(forKey key: String) -> String? {
        guard case .string(let value) = value(forKey: key) else { return nil }
        return value
    }

    public func bool(forKey key: String) -> Bool? {
        guard case .bool(let value) = value(forKey: key) else { return nil }
        return value
    }

    public func set(_ value: String?, forKey key: String) throws {
        try set(value.map(StoredValue.string), forKey: key)
    }

    public func set(_ value: Bool?, forKey key: String) throws {
        try set(value.map(StoredValue.bool), forKey: key)
    }

    private func value(forKey key: String) -> StoredValue? {
        lock.withLock { loadedValues()[key] }
    }

    private func set(_ value: StoredValue?, forKey key: String) throws {
        try lock.withLock {
            var newValues = loadedValues()
            newValues[key] = value
            try StoreFile.write(StoreFile.encode(newValues), to: fileURL, ownerOnly: false)
            values = newValues
        }
    }

    /// The values in memory, read from the file the first time. Call with `lock` held.
    private func loadedValues() -> [String: StoredValue] {
        if let values { return values }
        let loaded = StoreFile.read([String: StoredValue].self, from: fileURL) ?? [:]
        values = loaded
        return loaded
    }
}

/// One value of a ``FileKeyValueStore``: a JSON string or boolean.
enum StoredValue: Codable, Equatable {
    case string(String)
    case bool(Bool)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        }
    }
}
