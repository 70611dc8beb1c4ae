import VIPERKit

/// Every browser and tab the web front end serves, with their module stacks.
///
/// A browser is known by the random id in its session cookie, a tab by the id its page keeps in
/// `sessionStorage`, so a reload or a phone waking up finds the same stack again. A tab whose page
/// disconnected is kept for ``Limits/idleTimeout``, then released with its modules by
/// ``removeIdle()``; a browser goes when it has no tab left and was idle as long.
@MainActor
public final class WebSessions<App: WebApp> {
    /// How much the front end keeps.
    public struct Limits: Sendable {
        /// How long a disconnected tab, and a browser with no tab, is kept.
        public var idleTimeout: Duration
        /// Browsers known at once; a new one past this is refused.
        public var maximumBrowsers: Int
        /// Tabs of one browser; past this the least recently used disconnected tab is released.
        public var maximumTabsPerBrowser: Int

        /// Two hours idle, 10 000 browsers, 16 tabs each.
        public init(
            idleTimeout: Duration = .seconds(2 * 3600), maximumBrowsers: Int = 10_000, maximumTabsPerBrowser: Int = 16
        ) {
            self.idleTimeout = idleTimeout
            self.maximumBrowsers = maximumBrowsers
            self.maximumTabsPerBrowser = maximumTabsPerBrowser
        }
    }

    private final class Browser {
        let state: App.Browser
        var tabs: [String: WebTab] = [:]
        var lastActive: ContinuousClock.Instant

        init(state: App.Browser, now: ContinuousClock.Instant) {
            self.state = state
            lastActive = now
        }
    }

    public let app: App
    public let limits: Limits
    private let now: @Sendable () -> ContinuousClock.Instant
    private var browsers: [String: Browser] = [:]

    /// - Parameter now: the current time; tests pass a time they move forward.
    public nonisolated init(
        app: App, limits: Limits = Limits(), now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.app = app
        self.limits = limits
        self.now = now
    }

    /// The number of browsers known.
    public var browserCount: Int { browsers.count }

    /// The number of tabs kept, connected or not.
    public var tabCount: Int { browsers.values.reduce(0) { $0 + $1.tabs.count } }

    /// Whether `id` is a browser known here.
    public func knowsBrowser(_ id: String) -> Bool {
        browsers[id] != nil
    }

    /// Registers a new browser. - Returns: its id for the cookie, or `nil` when the server is full.
    public func registerBrowser() -> String? {
        guard browsers.count < limits.maximumBrowsers else { return nil }
        let id = SessionID.random()
        browsers[id] = Browser(state: app.makeBrowser(), now: now())
        return id
    }

    /// The tab `tabID` of browser `browserID`, started when new, bound to `connection`.
    /// - Returns: `nil` when the browser is unknown or the tab id malformed.
    public func connect(browserID: String, tabID: String, connection: any WebConnection) -> WebTab? {
        guard let browser = browsers[browserID], SessionID.isValidTabID(tabID) else { return nil }
        let time = now()
        browser.lastActive = time
        let tab: WebTab
        if let existing = browser.tabs[tabID] {
            tab = existing
        } else {
            makeRoom(in: browser)
            tab = WebTab(id: tabID, appName: app.appName, now: time)
            browser.tabs[tabID] = tab
            app.start(tab, in: browser.state)
        }
        tab.lastActive = time
        tab.bind(connection)
        return tab
    }

    /// The page of `tab` went away; the tab stays for ``Limits/idleTimeout``.
    public func disconnect(_ tab: WebTab, connection: any WebConnection) {
        tab.unbind(connection, now: now())
    }

    /// Releases the tabs disconnected for longer than the idle timeout, and the browsers left
    /// with no tab that were idle as long. - Returns: how many tabs were released.
    @discardableResult
    public func removeIdle() -> Int {
        let time = now()
        var removed = 0
        for (id, browser) in browsers {
            for (tabID, tab) in browser.tabs where !tab.isConnected && time - tab.lastActive > limits.idleTimeout {
                browser.tabs[tabID] = nil
                tab.navigator.setRoot(EmptyScreen())
                removed += 1
            }
            if browser.tabs.isEmpty, time - browser.lastActive > limits.idleTimeout {
                browsers[id] = nil
            }
        }
        return removed
    }

    /// Makes room for one more tab: releases the least recently used disconnected tab when full.
    private func makeRoom(in browser: Browser) {
        guard browser.tabs.count >= limits.maximumTabsPerBrowser else { return }
        let oldest = browser.tabs.values.filter { !$0.isConnected }.min { $0.lastActive < $1.lastActive }
        if let oldest {
            browser.tabs[oldest.id] = nil
            oldest.navigator.setRoot(EmptyScreen())
        }
    }
}

/// Stands in for a released tab's screens so that its modules leave the navigator and are freed.
@MainActor
private final class EmptyScreen: Screen {}
