import Foundation
import VIPERKit

/// Every browser and tab the web front end serves, with their module stacks.
///
/// A browser is known by the random id in its session cookie, a tab by the id its page keeps in
/// `sessionStorage`, so a reload or a phone waking up finds the same stack again. Everything a
/// stranger can make it hold is bounded: new browsers per client address (``admitBrowser(from:)``),
/// browsers per address and in all (the least recently used one with no page open makes room for
/// a newcomer; with a page open everywhere, the address holding the most browsers gives one up),
/// tabs per browser, and how long unused browsers and disconnected tabs are kept
/// (``removeIdle()``). With a ``BrowserVault``, what an app keeps for a browser (its login) outlives
/// the process: a browser whose cookie the memory no longer knows is restored from the vault.
@MainActor
public final class WebSessions<App: WebApp> {
    /// How much the front end keeps.
    public struct Limits: Sendable {
        /// How long a disconnected tab, and a browser with no tab left, is kept.
        public var idleTimeout: Duration
        /// How long a browser that never opened a tab is kept.
        public var unusedBrowserTimeout: Duration
        /// Browsers known at once; past this the least recently used one with no page open is released.
        public var maximumBrowsers: Int
        /// Tabs of one browser; past this the least recently used tab is released (a disconnected one first).
        public var maximumTabsPerBrowser: Int
        /// New browsers one client address may start at once…
        public var newBrowsersPerAddress: Int
        /// …and then one per this interval.
        public var newBrowserInterval: Duration
        /// Client addresses whose new browsers are counted at once.
        public var trackedAddresses: Int
        /// Browsers one client address may hold at once; its newest makes room by releasing its
        /// least recently used (one with no page open first).
        public var maximumBrowsersPerAddress: Int

        /// Two hours idle (five minutes for a browser that never opened a tab), 10,000 browsers,
        /// 16 tabs each; an address may start 10 browsers at once, then one every 6 seconds, and
        /// hold 64.
        public init(
            idleTimeout: Duration = .seconds(2 * 3600), unusedBrowserTimeout: Duration = .seconds(5 * 60),
            maximumBrowsers: Int = 10_000, maximumTabsPerBrowser: Int = 16, newBrowsersPerAddress: Int = 10,
            newBrowserInterval: Duration = .seconds(6), trackedAddresses: Int = 10_000,
            maximumBrowsersPerAddress: Int = 64
        ) {
            self.idleTimeout = idleTimeout
            self.unusedBrowserTimeout = unusedBrowserTimeout
            self.maximumBrowsers = maximumBrowsers
            self.maximumTabsPerBrowser = maximumTabsPerBrowser
            self.newBrowsersPerAddress = newBrowsersPerAddress
            self.newBrowserInterval = newBrowserInterval
            self.trackedAddresses = trackedAddresses
            self.maximumBrowsersPerAddress = max(1, maximumBrowsersPerAddress)
        }
    }

    @MainActor
    final class Browser {
        var id: String
        let handle: WebBrowserHandle
        /// The client address it started from, as its limits count it.
        var addressKey = ""
        var state: App.Browser?
        var tabs: [String: WebTab] = [:]
        var lastActive: ContinuousClock.Instant
        var hasOpenedTab = false
        /// What the app keeps in the vault for it, with the credential it is bound to.
        var kept: (state: Data, credential: String)?
        /// The vault writes for it, one after the other.
        var vaultWrites: Task<Void, Never>?

        init(id: String, handle: WebBrowserHandle, now: ContinuousClock.Instant) {
            self.id = id
            self.handle = handle
            lastActive = now
        }

        var hasConnectedTab: Bool { tabs.values.contains { $0.isConnected } }
    }

    /// A code the page exchanges for its browser's new cookie after ``WebBrowserHandle/renewID()``.
    struct Renewal {
        var browserID: String
        var expires: ContinuousClock.Instant
    }

    /// How long a renewal code can be exchanged.
    static var renewalLifetime: Duration { .seconds(60) }

    public let app: App
    public let limits: Limits
    private let now: @Sendable () -> ContinuousClock.Instant
    private var browsers: [String: Browser] = [:]
    private var admission: BrowserAdmission
    private var renewals: [String: Renewal] = [:]
    /// The allowance of events the tabs of each client address share, by its key; forgotten by
    /// ``removeIdle()`` once the address holds no browser.
    private var addressEvents: [String: EventGate] = [:]
    private let vault: (any BrowserVault)?

    /// - Parameters:
    ///   - vault: where what apps keep for browsers outlives the process; `nil` keeps nothing.
    ///   - now: the current time; tests pass a time they move forward.
    public nonisolated init(
        app: App, limits: Limits = Limits(), vault: (any BrowserVault)? = nil,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.app = app
        self.limits = limits
        self.vault = vault
        self.now = now
        admission = BrowserAdmission(
            burst: limits.newBrowsersPerAddress, interval: limits.newBrowserInterval, capacity: limits.trackedAddresses)
    }

    /// The number of browsers known.
    public var browserCount: Int { browsers.count }

    /// The number of tabs kept, connected or not.
    public var tabCount: Int { browsers.values.reduce(0) { $0 + $1.tabs.count } }

    /// The number of tabs whose page is connected (one WebSocket each).
    public var connectedTabCount: Int {
        browsers.values.reduce(0) { $0 + $1.tabs.values.filter(\.isConnected).count }
    }

    /// Closes every connected page's socket with `code`; the tabs stay, for the pages to reconnect.
    func closePages(code: UInt16) {
        for browser in browsers.values {
            for tab in browser.tabs.values { tab.closeConnection(code: code) }
        }
    }

    /// The ids of the browsers known.
    var browserIDs: [String] { Array(browsers.keys) }

    /// Whether `id` is a browser known here.
    public func knowsBrowser(_ id: String) -> Bool {
        browsers[id] != nil
    }

    /// Counts a new browser against `address`. - Returns: `nil` when it may start one, else how
    /// long until it may.
    public func admitBrowser(from address: String) -> Duration? {
        admission.admit(address, at: now())
    }

    /// Registers a new browser, first releasing the least recently used browser of the same address
    /// when that address holds its most, and when the table is full the least recently used browser
    /// with no page open, or else one of the address holding the most browsers (see
    /// ``makeRoomAmongOpenPages(for:)``).
    /// - Parameters:
    ///   - clientAddress: where the browser connects from, for ``WebBrowserHandle/clientAddress``.
    ///   - addressKey: the client as the limits count it (the address itself by default).
    /// - Returns: its id for the cookie, or `nil` when every browser known has a page open and no
    ///   address holds more than its share.
    public func registerBrowser(clientAddress: String = "unknown", addressKey: String? = nil) -> String? {
        register(id: SessionID.random(), keptState: nil, clientAddress: clientAddress, addressKey: addressKey)
    }

    /// Registers the browser `id` again when the vault keeps something for it (the server restarted,
    /// or another instance served it), with what was kept in its handle's
    /// ``WebBrowserHandle/keptState``; its limits are those of ``registerBrowser(clientAddress:addressKey:)``.
    /// - Returns: whether the browser is known now.
    public func restoreBrowser(_ id: String, clientAddress: String = "unknown", addressKey: String? = nil) async
        -> Bool
    {
        guard let vault, SessionID.isValidBrowserID(id) else { return false }
        if browsers[id] != nil { return true }
        let seal = BrowserSeal(browserID: id)
        guard let sealed = try? await vault.sealedState(forKey: seal.key), let state = seal.open(sealed) else {
            return false
        }
        if browsers[id] != nil { return true }
        return register(id: id, keptState: state, clientAddress: clientAddress, addressKey: addressKey) != nil
    }

    private func register(id: String, keptState: Data?, clientAddress: String, addressKey: String?) -> String? {
        let addressKey = addressKey ?? clientAddress
        let own = browsers.values.filter { $0.addressKey == addressKey }
        if own.count >= limits.maximumBrowsersPerAddress, let oldest = Self.leastRecentlyUsed(own) {
            release(oldest)
        }
        if browsers.count >= limits.maximumBrowsers {
            if let idle = browsers.values.filter({ !$0.hasConnectedTab }).min(by: { $0.lastActive < $1.lastActive }) {
                release(idle)
            } else {
                guard makeRoomAmongOpenPages(for: addressKey) else { return nil }
            }
        }
        let handle = WebBrowserHandle(clientAddress: clientAddress, keptState: keptState)
        handle.onRenew { [weak self] handle in
            Task { @MainActor [weak self] in self?.renewID(of: handle) }
        }
        handle.onKeep { [weak self] handle, state, credential in
            Task { @MainActor [weak self] in self?.keep(state, boundTo: credential, for: handle) }
        }
        let browser = Browser(id: id, handle: handle, now: now())
        browser.addressKey = addressKey
        browsers[id] = browser
        return id
    }

    /// Makes room for a browser of `addressKey` when every browser known has a page open: the
    /// address holding the most browsers releases its least recently used one, if it holds at least
    /// two more than `addressKey` does (so the newcomer's address does not end up holding more than
    /// it). So a few clients holding many browsers cannot keep everyone else out; a newcomer is
    /// refused only when no address holds more than its share.
    /// - Returns: whether a browser was released.
    private func makeRoomAmongOpenPages(for addressKey: String) -> Bool {
        var held: [String: Int] = [:]
        for browser in browsers.values { held[browser.addressKey, default: 0] += 1 }
        guard let heaviest = held.max(by: { $0.value < $1.value }), heaviest.value > (held[addressKey] ?? 0) + 1,
            let oldest = Self.leastRecentlyUsed(browsers.values.filter { $0.addressKey == heaviest.key })
        else { return false }
        release(oldest)
        return true
    }

    /// The least recently used of `browsers`, one with no page open first.
    private static func leastRecentlyUsed(_ browsers: [Browser]) -> Browser? {
        let byAge = browsers.sorted { $0.lastActive < $1.lastActive }
        return byAge.first { !$0.hasConnectedTab } ?? byAge.first
    }

    /// The tab `tabID` of browser `browserID`, started when new, bound to `connection`.
    /// - Parameters:
    ///   - clientAddress: where the page connects from; `nil` keeps the one known.
    ///   - route: the page's address; the tab walks there when it shows another screen (a new tab
    ///     starts at the app's first screen, then walks).
    /// - Returns: `nil` when the browser is unknown or the tab id malformed.
    public func connect(
        browserID: String, tabID: String, connection: any WebConnection, clientAddress: String? = nil,
        timeZone: TimeZone? = nil, at route: Route? = nil
    ) -> WebTab? {
        guard let browser = browsers[browserID], SessionID.isValidTabID(tabID) else { return nil }
        let time = now()
        browser.lastActive = time
        browser.hasOpenedTab = true
        if let clientAddress { browser.handle.update(clientAddress: clientAddress) }
        if let timeZone { browser.handle.update(timeZone: timeZone) }
        let state = browser.state ?? app.makeBrowser(browser.handle)
        browser.state = state
        let tab: WebTab
        if let existing = browser.tabs[tabID] {
            tab = existing
        } else {
            makeRoom(in: browser)
            tab = WebTab(id: tabID, appName: app.appName, now: time)
            browser.tabs[tabID] = tab
            app.start(tab, in: state, at: route)
        }
        tab.lastActive = time
        tab.bind(connection)
        if let route, !route.isEmpty, tab.navigator.routes.last != route {
            tab.go(to: route)
        }
        return tab
    }

    /// The allowance of events `tab` of browser `browserID` takes from: its own, within the one
    /// every tab of the browser's client address shares.
    func events(of tab: WebTab, browserID: String, limits: WebSocketLimits) -> EventGate {
        guard let addressKey = browsers[browserID]?.addressKey else { return tab.events(limits: limits) }
        let shared = addressEvents[addressKey] ?? EventGate(sharedBy: limits)
        addressEvents[addressKey] = shared
        return tab.events(limits: limits, within: shared)
    }

    /// The client addresses whose tabs share an allowance of events now.
    var addressesWithEventAllowance: Int { addressEvents.count }

    /// The tab `tabID` of browser `browserID`, if both are known.
    func tab(browserID: String, tabID: String) -> WebTab? {
        browsers[browserID]?.tabs[tabID]
    }

    /// The page of `tab` went away; the tab stays for ``Limits/idleTimeout``.
    public func disconnect(_ tab: WebTab, connection: any WebConnection) {
        tab.unbind(connection, now: now())
    }

    /// Releases the tabs disconnected for longer than the idle timeout, the browsers left with no
    /// tab that were idle as long, the browsers that never opened a tab within
    /// ``Limits/unusedBrowserTimeout``, and renewal codes past their time.
    /// - Returns: how many tabs were released.
    @discardableResult
    public func removeIdle() -> Int {
        let time = now()
        var removed = 0
        for browser in Array(browsers.values) {
            for (tabID, tab) in browser.tabs where !tab.isConnected && time - tab.lastActive > limits.idleTimeout {
                browser.tabs[tabID] = nil
                tab.release()
                removed += 1
            }
            let keptFor = browser.hasOpenedTab ? limits.idleTimeout : limits.unusedBrowserTimeout
            if browser.tabs.isEmpty, time - browser.lastActive > keptFor {
                browsers[browser.id] = nil
            }
        }
        renewals = renewals.filter { $0.value.expires > time }
        let addressesHeld = Set(browsers.values.map(\.addressKey))
        addressEvents = addressEvents.filter { addressesHeld.contains($0.key) }
        return removed
    }

    // MARK: Renewing a browser's id

    /// Moves the browser of `handle` to a new id and forgets the old one; its connected pages get
    /// a code to exchange for the new cookie (``redeemRenewal(_:)``).
    func renewID(of handle: WebBrowserHandle) {
        guard let browser = browsers.values.first(where: { $0.handle === handle }) else { return }
        browsers[browser.id] = nil
        renewals = renewals.filter { $0.value.browserID != browser.id }
        let oldID = browser.id
        let newID = SessionID.random()
        browser.id = newID
        browsers[newID] = browser
        writeToVault(for: browser, forgetting: oldID)
        let code = SessionID.random()
        renewals[code] = Renewal(browserID: newID, expires: now() + Self.renewalLifetime)
        for tab in browser.tabs.values {
            tab.send(.renewSession(code: code))
        }
    }

    /// Exchanges a renewal code (once, within a minute) for the browser's new id.
    public func redeemRenewal(_ code: String) -> String? {
        guard let renewal = renewals.removeValue(forKey: code), renewal.expires > now(),
            browsers[renewal.browserID] != nil
        else { return nil }
        return renewal.browserID
    }

    // MARK: Keeping beyond the process

    /// Keeps `state` for the browser of `handle` in the vault (`nil` forgets it).
    func keep(_ state: Data?, boundTo credential: String?, for handle: WebBrowserHandle) {
        guard let browser = browsers.values.first(where: { $0.handle === handle }) else { return }
        if let state, let credential {
            browser.kept = (state, credential)
        } else {
            browser.kept = nil
        }
        writeToVault(for: browser)
    }

    /// Writes what `browser` keeps under its id (or removes it), after forgetting `oldID`'s entry;
    /// one write after another per browser, so the last one wins. A failed write is left: the
    /// browser then starts at its app's first screen after a restart.
    private func writeToVault(for browser: Browser, forgetting oldID: String? = nil) {
        guard let vault else { return }
        let seal = BrowserSeal(browserID: browser.id)
        let kept = browser.kept.flatMap { kept in
            seal.seal(kept.state).map { (sealed: $0, credential: kept.credential) }
        }
        let oldKey = oldID.map { BrowserSeal(browserID: $0).key }
        let previous = browser.vaultWrites
        browser.vaultWrites = Task {
            await previous?.value
            if let oldKey { try? await vault.remove(forKey: oldKey) }
            if let kept {
                try? await vault.keep(kept.sealed, forKey: seal.key, boundTo: kept.credential)
            } else if oldKey == nil {
                try? await vault.remove(forKey: seal.key)
            }
        }
    }

    /// Returns once every vault write started so far has ended.
    public func vaultWritesEnded() async {
        for browser in Array(browsers.values) {
            await browser.vaultWrites?.value
        }
    }

    // MARK: Making room

    /// Makes room for one more tab: releases the least recently used tab when full, a
    /// disconnected one first.
    private func makeRoom(in browser: Browser) {
        guard browser.tabs.count >= limits.maximumTabsPerBrowser else { return }
        let byAge = browser.tabs.values.sorted { $0.lastActive < $1.lastActive }
        guard let oldest = byAge.first(where: { !$0.isConnected }) ?? byAge.first else { return }
        browser.tabs[oldest.id] = nil
        oldest.release(closing: WebSocketCloseCode.tooManyTabs)
    }

    /// Forgets `browser` and releases its tabs.
    private func release(_ browser: Browser) {
        browsers[browser.id] = nil
        for tab in browser.tabs.values {
            tab.release()
        }
        browser.tabs = [:]
    }
}
