import FootballGather
import VIPERKit

/// Makes the recording view of every module and remembers (weakly) the last one of each kind.
@MainActor
final class RecordingViewFactory: ViewFactory {
    private(set) weak var loginView: RecordingLoginView?
    private(set) weak var playerListView: RecordingPlayerListView?
    private(set) weak var playerAddView: RecordingPlayerAddView?
    private(set) weak var playerDetailView: RecordingPlayerDetailView?
    private(set) weak var playerEditView: RecordingPlayerEditView?
    private(set) weak var confirmPlayersView: RecordingConfirmPlayersView?
    private(set) weak var gatherView: RecordingGatherView?
    private(set) weak var historyView: RecordingHistoryView?

    func makeLoginView() -> any LoginView {
        let view = RecordingLoginView()
        loginView = view
        return view
    }

    func makePlayerListView() -> any PlayerListView {
        let view = RecordingPlayerListView()
        playerListView = view
        return view
    }

    func makePlayerAddView() -> any PlayerAddView {
        let view = RecordingPlayerAddView()
        playerAddView = view
        return view
    }

    func makePlayerDetailView() -> any PlayerDetailView {
        let view = RecordingPlayerDetailView()
        playerDetailView = view
        return view
    }

    func makePlayerEditView() -> any PlayerEditView {
        let view = RecordingPlayerEditView()
        playerEditView = view
        return view
    }

    func makeConfirmPlayersView() -> any ConfirmPlayersView {
        let view = RecordingConfirmPlayersView()
        confirmPlayersView = view
        return view
    }

    func makeGatherView() -> any GatherView {
        let view = RecordingGatherView()
        gatherView = view
        return view
    }

    func makeHistoryView() -> any HistoryView {
        let view = RecordingHistoryView()
        historyView = view
        return view
    }
}
