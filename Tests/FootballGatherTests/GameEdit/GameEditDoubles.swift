import FootballGatherAPI
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording GameEdit view (see ``RecordingView``).
final class RecordingGameEditView: RecordingView<GameEditViewState>, GameEditView {
    var presenter: (any GameEditPresenting)?
}

/// Records where the GameEdit presenter navigates.
@MainActor
final class RecordingGameEditRouter: RecordingRouter<RecordingGameEditRouter.Route>, GameEditRouting {
    enum Route: ClosingRoute, LoginRoute {
        case close
        case login(notice: String)
    }
}

/// Records the games GameEdit reported as saved.
@MainActor
final class RecordingGameEditDelegate: GameEditDelegate {
    private(set) var saved: [GameResponse] = []

    func gameEditDidSave(_ game: GameResponse) { saved.append(game) }
}

extension RecordingViewFactory {
    /// The last GameEdit view made, while its screen is alive.
    var gameEditView: RecordingGameEditView? { last() }

    func makeGameEditView() -> any GameEditView { record(RecordingGameEditView()) }
}
