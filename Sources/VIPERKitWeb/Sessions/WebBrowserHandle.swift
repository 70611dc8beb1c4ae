import Foundation

/// What the web front end tells an app about one browser, and what the app may ask of it.
///
/// An app gets one in ``WebApp/makeBrowser(_:)`` and may keep it with the browser's state.
public final class WebBrowserHandle: Sendable {
    private let address: LockedValue<String>
    private let zone = LockedValue<TimeZone?>(nil)
    private let renewal = LockedValue<(@Sendable (WebBrowserHandle) -> Void)?>(nil)
    private let keeping = LockedValue<(@Sendable (WebBrowserHandle, Data?, String?) -> Void)?>(nil)

    /// What the app kept for this browser with ``keep(_:boundTo:)`` before the server restarted (or
    /// on another instance); `nil` for a browser seen for the first time.
    public let keptState: Data?

    init(clientAddress: String, keptState: Data? = nil) {
        address = LockedValue(clientAddress)
        self.keptState = keptState
    }

    /// Sets what ``keep(_:boundTo:)`` does.
    func onKeep(_ action: @escaping @Sendable (WebBrowserHandle, Data?, String?) -> Void) {
        keeping.value = action
    }

    /// Keeps `state` (at most 4 KB) for this browser beyond the server's memory, sealed under its
    /// session id, for as long as `credential` (what the state holds, a login's token) stays valid;
    /// `nil` forgets what was kept. The browser finds it in ``keptState`` after a restart. Without
    /// a ``BrowserVault`` the front end keeps nothing.
    public func keep(_ state: Data?, boundTo credential: String?) {
        keeping.value?(self, state, credential)
    }

    /// Sets what ``renewID()`` does.
    func onRenew(_ action: @escaping @Sendable (WebBrowserHandle) -> Void) {
        renewal.value = action
    }

    /// The address the browser last connected from (after trusted proxies), for the limits of the
    /// services the app calls on its behalf.
    public var clientAddress: String { address.value }

    func update(clientAddress: String) {
        address.value = clientAddress
    }

    /// The time zone the browser's page last reported (its `Intl` time zone, sent when it
    /// connects); `nil` until a page connected with one the server knows.
    public var timeZone: TimeZone? { zone.value }

    func update(timeZone: TimeZone) {
        zone.value = timeZone
    }

    /// The time zone named `name` (an IANA name such as `Europe/Bucharest`, at most 64 characters
    /// of letters, digits and `/_+-`), or `nil` for anything else.
    static func timeZone(named name: String) -> TimeZone? {
        guard (1...64).contains(name.utf8.count),
            name.utf8.allSatisfy({ byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                    || [0x2F, 0x5F, 0x2B, 0x2D].contains(byte)
            })
        else { return nil }
        return TimeZone(identifier: name)
    }

    /// Moves the browser to a new session id and forgets the old one at once; the page is sent the
    /// new cookie. Call it when the browser's user has just proven who they are (a login), so an id
    /// that someone else planted or saw before is worth nothing afterwards.
    public func renewID() {
        renewal.value?(self)
    }
}

/// A value read and written under a lock.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `stored` is read and written with `lock` held.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
