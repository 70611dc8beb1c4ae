import CurrencyConverter
import VIPERKit

/// Makes the terminal view of every module.
@MainActor
public final class TerminalViewFactory: ViewFactory {
    /// Runs the views' async presenter calls; tests await it.
    public let tasks: TaskTracker

    public init(tasks: TaskTracker = TaskTracker()) {
        self.tasks = tasks
    }

    public func makeMainView() -> any MainView { MainTerminalView(tasks: tasks) }
    public func makeAboutView() -> any AboutView { AboutTerminalView(tasks: tasks) }
}
