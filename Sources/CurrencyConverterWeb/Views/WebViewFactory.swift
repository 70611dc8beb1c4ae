import CurrencyConverter
import VIPERKit

/// Makes the web view of every module.
@MainActor
public final class WebViewFactory: ViewFactory {
    /// Runs the views' async presenter calls; tests await it.
    public let tasks: TaskTracker

    public init(tasks: TaskTracker = TaskTracker()) {
        self.tasks = tasks
    }

    public func makeMainView() -> any MainView { MainWebView(tasks: tasks) }
    public func makeAboutView() -> any AboutView { AboutWebView(tasks: tasks) }
}
