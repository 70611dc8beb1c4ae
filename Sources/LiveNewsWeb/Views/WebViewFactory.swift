import LiveNews
import VIPERKit

/// Makes the web view of every module.
@MainActor
public final class WebViewFactory: ViewFactory {
    /// Runs the views' async presenter calls; tests await it.
    public let tasks: TaskTracker

    public init(tasks: TaskTracker = TaskTracker()) {
        self.tasks = tasks
    }

    public func makeNewsListView() -> any NewsListView { NewsListWebView(tasks: tasks) }
    public func makeArticleDetailView() -> any ArticleDetailView { ArticleDetailWebView(tasks: tasks) }
}
