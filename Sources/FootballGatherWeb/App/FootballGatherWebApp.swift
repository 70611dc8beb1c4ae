import FootballGather
import Foundation
import VIPERKit
import VIPERKitWeb

/// Football Gather in the browser: each browser gets its own login, each tab its own module
/// stack, built by the same ``ModuleFactory`` as every other front end with web views.
@MainActor
public final class FootballGatherWebApp: WebApp {
    /// Builds the services of one browser around its own session and settings stores.
    public typealias DependenciesMaker =
        @MainActor (_ credentials: any CredentialStore, _ settings: any KeyValueStore) -> AppDependencies

    public nonisolated let appName = "Football Gather"
    private let makeDependencies: DependenciesMaker

    /// - Parameter makeDependencies: the services for a browser; the live HTTP services talking to
    ///   the API in production, fakes in tests.
    public nonisolated init(makeDependencies: @escaping DependenciesMaker) {
        self.makeDependencies = makeDependencies
    }

    /// The app talking to the API at `apiURL()`, asked when a browser first connects (so a
    /// server can start listening before it knows its own port).
    public nonisolated convenience init(apiURL: @escaping @Sendable () -> URL) {
        self.init { credentials, settings in
            AppDependencies.live(serverURL: apiURL(), credentials: credentials, settings: settings)
        }
    }

    /// What the tabs of one browser share: its services, and with them its login.
    public final class Browser {
        let dependencies: AppDependencies

        init(dependencies: AppDependencies) {
            self.dependencies = dependencies
        }
    }

    public func makeBrowser() -> Browser {
        Browser(dependencies: makeDependencies(BrowserCredentialStore(), BrowserSettingsStore()))
    }

    public func start(_ tab: WebTab, in browser: Browser) {
        let views = WebViewFactory(tasks: tab.tasks)
        let factory = ModuleFactory(dependencies: browser.dependencies, views: views, navigator: tab.navigator)
        tab.keepAlive(factory)
        let launcher = AppLauncher(factory: factory)
        tab.tasks.run { await launcher.start() }
    }
}
