import FootballGather
import Foundation

/// The session of one browser, kept in the server's memory while the browser is known.
final class BrowserCredentialStore: CredentialStore, @unchecked Sendable {
    // @unchecked: `session` is read and written with `lock` held; `onSave` is set once, at init.
    private let lock = NSLock()
    private var session: Session?
    private let onSave: @Sendable () -> Void

    /// - Parameter onSave: called after a login is saved (the browser's session id is then renewed).
    init(onSave: @escaping @Sendable () -> Void = {}) {
        self.onSave = onSave
    }

    func load() -> Session? { lock.withLock { session } }
    /// The browser's session lives in memory either way; it ends when the server forgets the browser.
    func save(_ session: Session, persistently: Bool) throws {
        lock.withLock { self.session = session }
        onSave()
    }
    func clear() throws { lock.withLock { session = nil } }
}

/// The settings of one browser (remembered username, remember-me switch), kept in the server's memory.
final class BrowserSettingsStore: KeyValueStore, @unchecked Sendable {
    // @unchecked: `values` is read and written with `lock` held.
    private let lock = NSLock()
    private var strings: [String: String] = [:]
    private var bools: [String: Bool] = [:]

    func string(forKey key: String) -> String? { lock.withLock { strings[key] } }
    func bool(forKey key: String) -> Bool? { lock.withLock { bools[key] } }
    func set(_ value: String?, forKey key: String) throws { lock.withLock { strings[key] = value } }
    func set(_ value: Bool?, forKey key: String) throws { lock.withLock { bools[key] = value } }
}
