import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording PlayerEdit view (see ``RecordingView``).
final class RecordingPlayerEditView: RecordingView<PlayerEditViewState>, PlayerEditView {
    var presenter: (any PlayerEditPresenting)?
}

/// Records where the PlayerEdit presenter navigates.
@MainActor
final class RecordingPlayerEditRouter: RecordingRouter<RecordingPlayerEditRouter.Route>, PlayerEditRouting {
    enum Route: ClosingRoute, LoginRoute {
        case close
        case login(notice: String)
    }
}

/// Records the players PlayerEdit reported as saved.
@MainActor
final class RecordingPlayerEditDelegate: PlayerEditDelegate {
    private(set) var updated: [Player] = []

    func playerEditDidUpdate(_ player: Player) { updated.append(player) }
}

extension RecordingViewFactory {
    /// The last PlayerEdit view made, while its screen is alive.
    var playerEditView: RecordingPlayerEditView? { last() }

    func makePlayerEditView() -> any PlayerEditView { record(RecordingPlayerEditView()) }
}
