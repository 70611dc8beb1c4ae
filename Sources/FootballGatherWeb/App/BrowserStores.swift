import FootballGather
import Foundation

/// The session of one browser, kept in the server's memory while the browser is known; a change
/// is reported to `onChange` so the front end can keep it beyond the process.
final class BrowserCredentialStore: CredentialStore, @unchecked Sendable {
    // @unchecked: the stored values are read and written with `lock` held; `onChange` is set once,
    // before the store is used.
    private let lock = NSLock()
    private var session: Session?
    private var isPersistent: Bool
    /// Called after a login is saved (`true`) or the session forgotten (`false`).
    var onChange: @Sendable (_ saved: Bool) -> Void = { _ in }

    /// - Parameters:
    ///   - session: the session the browser had before a restart, if it was kept.
    ///   - persistently: whether that session was saved with Remember me.
    init(session: Session? = nil, persistently: Bool = false) {
        self.session = session
        isPersistent = persistently
    }

    func load() -> Session? { lock.withLock { session } }

    /// The session, when it was saved with Remember me (and may outlive the server's memory).
    var keptSession: Session? { lock.withLock { isPersistent ? session : nil } }

    func save(_ session: Session, persistently: Bool) throws {
        lock.withLock {
            self.session = session
            isPersistent = persistently
        }
        onChange(true)
    }

    func clear() throws {
        lock.withLock {
            session = nil
            isPersistent = false
        }
        onChange(false)
    }
}

/// The settings of one browser (remembered username, remember-me switch), kept in the server's
/// memory; a change is reported to `onChange`.
final class BrowserSettingsStore: KeyValueStore, @unchecked Sendable {
    // @unchecked: the values are read and written with `lock` held; `onChange` is set once,
    // before the store is used.
    private let lock = NSLock()
    private var strings: [String: String]
    private var bools: [String: Bool]
    var onChange: @Sendable () -> Void = {}

    init(strings: [String: String] = [:], bools: [String: Bool] = [:]) {
        self.strings = strings
        self.bools = bools
    }

    func string(forKey key: String) -> String? { lock.withLock { strings[key] } }
    func bool(forKey key: String) -> Bool? { lock.withLock { bools[key] } }
    func set(_ value: String?, forKey key: String) throws {
        lock.withLock { strings[key] = value }
        onChange()
    }
    func set(_ value: Bool?, forKey key: String) throws {
        lock.withLock { bools[key] = value }
        onChange()
    }

    /// Every value, for keeping.
    var snapshot: (strings: [String: String], bools: [String: Bool]) { lock.withLock { (strings, bools) } }
}

/// What a browser keeps beyond the server's memory while its login was saved with Remember me:
/// the session and the settings, sealed by the web front end under the browser's cookie.
struct KeptBrowser: Codable, Equatable {
    var session: Session
    var strings: [String: String]
    var bools: [String: Bool]
}
