import Foundation

/// Keeps the ``ConverterSettings`` between launches.
public protocol SettingsStore: Sendable {
    /// The settings saved last, or `nil` when there are none (or they cannot be read).
    func load() -> ConverterSettings?
    /// Saves `settings`, replacing what was saved before.
    /// - Throws: ``SettingsError`` when they could not be saved.
    func save(_ settings: ConverterSettings) throws
}

/// Why the settings could not be saved.
public struct SettingsError: Error, Equatable, Sendable {
    /// The reason as a sentence.
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

/// A ``SettingsStore`` in memory, for previews and tests.
public final class InMemorySettingsStore: SettingsStore, @unchecked Sendable {
    // @unchecked: `stored` is only touched with `lock` held.
    private let lock = NSLock()
    private var stored: ConverterSettings?

    public init(_ settings: ConverterSettings? = nil) {
        stored = settings
    }

    /// What was saved last.
    public var saved: ConverterSettings? {
        lock.withLock { stored }
    }

    public func load() -> ConverterSettings? {
        saved
    }

    public func save(_ settings: ConverterSettings) throws {
        lock.withLock { stored = settings }
    }
}
