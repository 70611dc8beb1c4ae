import Foundation

/// What the web front end tells an app about one browser, and what the app may ask of it.
///
/// An app gets one in ``WebApp/makeBrowser(_:)`` and may keep it with the browser's state.
public final class WebBrowserHandle: Sendable {
    private let address: LockedValue<String>
    private let renewal = LockedValue<(@Sendable (WebBrowserHandle) -> Void)?>(nil)

    init(clientAddress: String) {
        address = LockedValue(clientAddress)
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
