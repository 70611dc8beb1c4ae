import FootballGather
import VIPERKit

/// Makes the web view of every module.
@MainActor
public final class WebViewFactory: ViewFactory {
    /// Runs the views' async presenter calls; tests await it.
    public let tasks: TaskTracker

    public init(tasks: TaskTracker = TaskTracker()) {
        self.tasks = tasks
    }

    public func makeLoginView() -> any LoginView { LoginWebView(tasks: tasks) }
    public func makePlayerListView() -> any PlayerListView { PlayerListWebView(tasks: tasks) }
    public func makePlayerAddView() -> any PlayerAddView { PlayerAddWebView(tasks: tasks) }
    public func makePlayerDetailView() -> any PlayerDetailView { PlayerDetailWebView(tasks: tasks) }
    public func makePlayerEditView() -> any PlayerEditView { PlayerEditWebView(tasks: tasks) }
    public func makeConfirmPlayersView() -> any ConfirmPlayersView { ConfirmPlayersWebView(tasks: tasks) }
    public func makeGatherView() -> any GatherView { GatherWebView(tasks: tasks) }
    public func makeHistoryView() -> any HistoryView { HistoryWebView(tasks: tasks) }
    public func makeGatherDetailView() -> any GatherDetailView { GatherDetailWebView(tasks: tasks) }
    public func makeWatchView() -> any WatchView { WatchWebView(tasks: tasks) }
    public func makeGamesView() -> any GamesView { GamesWebView(tasks: tasks) }
    public func makeGameEditView() -> any GameEditView { GameEditWebView(tasks: tasks) }
    public func makeGameDetailView() -> any GameDetailView { GameDetailWebView(tasks: tasks) }
    public func makeInviteView() -> any InviteView { InviteWebView(tasks: tasks) }
}
