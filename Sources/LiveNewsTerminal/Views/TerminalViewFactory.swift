import LiveNews
import VIPERKit

/// Makes the terminal view of every LiveNews module.
@MainActor
public final class TerminalViewFactory: ViewFactory {
    /// Runs the views' async presenter calls; tests await it.
    public let tasks: TaskTracker

    public init(tasks: TaskTracker = TaskTracker()) {
        self.tasks = tasks
    }

    public func makeNewsListView() -> any NewsListView { NewsListTerminalView(tasks: tasks) }
    public func makeArticleDetailView() -> any ArticleDetailView { ArticleDetailTerminalView(tasks: tasks) }
}
