import Foundation
import LiveNews
import VIPERKit
import VIPERKitWeb

/// LiveNews in the browser: every tab shows the same headlines, fetched by the server from one
/// shared source (NewsAPI, the feeds or the bundled sample).
@MainActor
public final class LiveNewsWebApp: WebApp {
    public nonisolated let appName = "LiveNews"
    private let dependencies: NewsDependencies

    /// - Parameter dependencies: the source every tab reads and the clock of the ages.
    public nonisolated init(dependencies: NewsDependencies) {
        self.dependencies = dependencies
    }

    /// A browser holds nothing of its own: the headlines are the same for everyone.
    public final class Browser {}

    /// The app's own stylesheet, `app.css`, shipped with the web views.
    /// - Throws: ``AppStylesheet/Missing`` when it is not in this build.
    public nonisolated static func stylesheet() throws -> String {
        try AppStylesheet.text(in: .module)
    }

    public func makeBrowser(_ handle: WebBrowserHandle) -> Browser {
        Browser()
    }

    public func start(_ tab: WebTab, in browser: Browser) {
        let views = WebViewFactory(tasks: tab.tasks)
        let factory = ModuleFactory(dependencies: dependencies, views: views, navigator: tab.navigator)
        tab.keepAlive(factory)
        tab.navigator.setRoot(factory.makeNewsList())
    }
}
