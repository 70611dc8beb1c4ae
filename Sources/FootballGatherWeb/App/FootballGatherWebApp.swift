import FootballGather
import Foundation
import VIPERKit
import VIPERKitWeb

/// Football Gather in the browser: each browser gets its own login, each tab its own module
/// stack, built by the same ``ModuleFactory`` as every other front end with web views.
@MainActor
public final class FootballGatherWebApp: WebApp {
    /// Builds the services of one browser around its own session and settings stores; `browser`
    /// says where it connects from.
    public typealias DependenciesMaker =
        @MainActor (_ credentials: any CredentialStore, _ settings: any KeyValueStore, _ browser: WebBrowserHandle) ->
        AppDependencies

    public nonisolated let appName = "Football Gather"
    /// Every screen's address starts with one of these (see ``AppRoute``).
    public nonisolated var routeRoots: [String] { AppRoute.roots }
    private let makeDependencies: DependenciesMaker

    /// - Parameter makeDependencies: the services for a browser; the live HTTP services talking to
    ///   the API in production, fakes in tests.
    public nonisolated init(makeDependencies: @escaping DependenciesMaker) {
        self.makeDependencies = makeDependencies
    }

    /// What the tabs of one browser share: its services, and with them its login.
    public final class Browser {
        let dependencies: AppDependencies

        init(dependencies: AppDependencies) {
            self.dependencies = dependencies
        }
    }

    /// A new browser's services, logged in as it was before a restart when its login was kept; a
    /// login saved in it renews the browser's session id and, with Remember me, is kept beyond
    /// the process with the browser's settings (bound to its token, so a logout or its expiry
    /// ends it everywhere).
    public func makeBrowser(_ handle: WebBrowserHandle) -> Browser {
        let kept = handle.keptState.flatMap { try? JSONDecoder().decode(KeptBrowser.self, from: $0) }
        let credentials = BrowserCredentialStore(session: kept?.session, persistently: kept != nil)
        let settings = BrowserSettingsStore(strings: kept?.strings ?? [:], bools: kept?.bools ?? [:])
        let keep: @Sendable () -> Void = { [weak handle, weak credentials, weak settings] in
            guard let handle, let credentials, let settings else { return }
            guard let session = credentials.keptSession else { return handle.keep(nil, boundTo: nil) }
            let values = settings.snapshot
            let state = try? JSONEncoder().encode(
                KeptBrowser(session: session, strings: values.strings, bools: values.bools))
            handle.keep(state, boundTo: session.token)
        }
        credentials.onChange = { [weak handle] saved in
            keep()
            if saved { handle?.renewID() }
        }
        settings.onChange = { [weak credentials] in
            if credentials?.keptSession != nil { keep() }
        }
        return Browser(dependencies: makeDependencies(credentials, settings, handle))
    }

    /// The app's own stylesheet, `app.css`, shipped with the web views.
    /// - Throws: ``AppStylesheet/Missing`` when it is not in this build.
    public nonisolated static func stylesheet() throws -> String {
        try AppStylesheet.text(in: .module)
    }

    public func start(_ tab: WebTab, in browser: Browser) {
        start(tab, in: browser, at: nil)
    }

    /// A tab opened at a live link (`/watch/<token>`) shows that match, and one opened at a game's
    /// invite link (`/games/<token>`) that game, with no login; any other
    /// tab starts at Login or the player list, then walks to its address.
    public func start(_ tab: WebTab, in browser: Browser, at route: Route?) {
        let views = WebViewFactory(tasks: tab.tasks)
        let factory = ModuleFactory(dependencies: browser.dependencies, views: views, navigator: tab.navigator)
        tab.keepAlive(factory)
        switch route.flatMap(AppRoute.init) {
        case .watch(let token)?:
            tab.navigator.setRoot(factory.makeWatch(token: token))
            return
        case .invite(let token)?:
            tab.navigator.setRoot(factory.makeInvite(token: token))
            return
        default:
            break
        }
        let launcher = AppLauncher(factory: factory)
        tab.tasks.run { await launcher.start() }
    }
}
