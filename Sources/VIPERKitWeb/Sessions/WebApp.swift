import VIPERKit

/// What an app gives the web front end: the state its tabs share in one browser, and how a new
/// tab's module stack starts.
@MainActor
public protocol WebApp: AnyObject, Sendable {
    /// What the tabs of one browser share, for example the logged-in session; made at its first tab.
    associatedtype Browser: AnyObject

    /// The name in the title bar and the document title.
    nonisolated var appName: String { get }

    /// The first components of the app's routes (`players`, `login`): a `GET` of any path under
    /// them serves the page, which opens the screen the path names. Empty by default: only `/`.
    nonisolated var routeRoots: [String] { get }

    /// The state of a browser seen for the first time, made when its first tab connects.
    /// - Parameter handle: the browser as the front end knows it: where it connects from, and a way
    ///   to renew its session id when its user logs in.
    func makeBrowser(_ handle: WebBrowserHandle) -> Browser

    /// Starts a new tab: builds the first screen into `tab.navigator`. Whatever must live as long as
    /// the tab (a module factory, say) goes into ``WebTab/keepAlive(_:)``.
    func start(_ tab: WebTab, in browser: Browser)

    /// Starts a new tab opened at `route` (the page's address): an app whose first screen depends
    /// on the address (a page anyone may open, with no login) builds it here. By default the tab
    /// starts as ``start(_:in:)`` does, then walks to the address.
    func start(_ tab: WebTab, in browser: Browser, at route: Route?)
}

extension WebApp {
    public nonisolated var routeRoots: [String] { [] }

    public func start(_ tab: WebTab, in browser: Browser, at route: Route?) {
        start(tab, in: browser)
    }
}
