import FootballGather
import Foundation
import VIPERKit

/// Makes the terminal view of every module.
@MainActor
public final class TerminalViewFactory: ViewFactory {
    /// Runs the views' async presenter calls; tests await it.
    public let tasks: TaskTracker

    /// The server the app talks to (the embedded one's address, or `--server`): a page's link
    /// (a game's invite link) is shown as a whole address on it. `nil` shows the bare path.
    public var serverURL: URL?

    public init(tasks: TaskTracker = TaskTracker(), serverURL: URL? = nil) {
        self.tasks = tasks
        self.serverURL = serverURL
    }

    public func makeLoginView() -> any LoginView { LoginTerminalView(tasks: tasks) }
    public func makePlayerListView() -> any PlayerListView { PlayerListTerminalView(tasks: tasks) }
    public func makePlayerAddView() -> any PlayerAddView { PlayerAddTerminalView(tasks: tasks) }
    public func makePlayerDetailView() -> any PlayerDetailView { PlayerDetailTerminalView(tasks: tasks) }
    public func makePlayerEditView() -> any PlayerEditView { PlayerEditTerminalView(tasks: tasks) }
    public func makeConfirmPlayersView() -> any ConfirmPlayersView { ConfirmPlayersTerminalView(tasks: tasks) }
    public func makeGatherView() -> any GatherView { GatherTerminalView(tasks: tasks) }
    public func makeHistoryView() -> any HistoryView { HistoryTerminalView(tasks: tasks) }
    public func makeGatherDetailView() -> any GatherDetailView { GatherDetailTerminalView(tasks: tasks) }
    public func makeWatchView() -> any WatchView { WatchTerminalView(tasks: tasks) }
    public func makeGamesView() -> any GamesView { GamesTerminalView(tasks: tasks) }
    public func makeGameEditView() -> any GameEditView { GameEditTerminalView(tasks: tasks) }
    public func makeGameDetailView() -> any GameDetailView {
        let view = GameDetailTerminalView(tasks: tasks)
        view.serverURL = serverURL
        return view
    }
    public func makeInviteView() -> any InviteView { InviteTerminalView(tasks: tasks) }
}
