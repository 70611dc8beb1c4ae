/// Makes the platform view of each module; every front end (terminal, UIKit, tests) implements it.
@MainActor
public protocol ViewFactory: AnyObject {
    func makeLoginView() -> any LoginView
    func makePlayerListView() -> any PlayerListView
    func makePlayerAddView() -> any PlayerAddView
    func makePlayerDetailView() -> any PlayerDetailView
    func makePlayerEditView() -> any PlayerEditView
    func makeConfirmPlayersView() -> any ConfirmPlayersView
    func makeGatherView() -> any GatherView
    func makeHistoryView() -> any HistoryView
    func makeGatherDetailView() -> any GatherDetailView
    func makeWatchView() -> any WatchView
    func makeGamesView() -> any GamesView
    func makeGameEditView() -> any GameEditView
    func makeGameDetailView() -> any GameDetailView
    func makeInviteView() -> any InviteView
}
