import CurrencyConverter
import Foundation
import VIPERKit
import VIPERKitWeb

/// Currency Converter in the browser: each browser keeps its own amount and currencies (in memory,
/// for as long as its tabs are kept); the rates service, and its cache of the last live rates, are
/// shared by every browser.
@MainActor
public final class CurrencyConverterWebApp: WebApp {
    public nonisolated let appName = "Currency Converter"
    private let makeDependencies: @MainActor (_ settings: any SettingsStore) -> AppDependencies

    /// - Parameter makeDependencies: the services for a browser around its own settings store.
    public nonisolated init(makeDependencies: @escaping @MainActor (_ settings: any SettingsStore) -> AppDependencies) {
        self.makeDependencies = makeDependencies
    }

    /// What the tabs of one browser share: its services, and with them its settings.
    public final class Browser {
        let dependencies: AppDependencies

        init(dependencies: AppDependencies) {
            self.dependencies = dependencies
        }
    }

    /// The app's own stylesheet, `app.css`, shipped with the web views.
    /// - Throws: ``AppStylesheet/Missing`` when it is not in this build.
    public nonisolated static func stylesheet() throws -> String {
        try AppStylesheet.text(in: .module)
    }

    public func makeBrowser(_ handle: WebBrowserHandle) -> Browser {
        Browser(dependencies: makeDependencies(InMemorySettingsStore()))
    }

    public func start(_ tab: WebTab, in browser: Browser) {
        let views = WebViewFactory(tasks: tab.tasks)
        let factory = ModuleFactory(dependencies: browser.dependencies, views: views, navigator: tab.navigator)
        tab.keepAlive(factory)
        tab.navigator.setRoot(factory.makeMain())
    }
}
