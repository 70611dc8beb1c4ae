import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording PlayerAdd view (see ``RecordingView``).
final class RecordingPlayerAddView: RecordingView<PlayerAddViewState>, PlayerAddView {
    var presenter: (any PlayerAddPresenting)?
}

/// Records where the PlayerAdd presenter navigates.
@MainActor
final class RecordingPlayerAddRouter: RecordingRouter<RecordingPlayerAddRouter.Route>, PlayerAddRouting {
    enum Route: ClosingRoute, LoginRoute {
        case close
        case login(notice: String)
    }
}

/// Records the players PlayerAdd reported as created.
@MainActor
final class RecordingPlayerAddDelegate: PlayerAddDelegate {
    private(set) var created: [Player] = []

    func playerAddDidCreate(_ player: Player) { created.append(player) }
}

extension RecordingViewFactory {
    /// The last PlayerAdd view made, while its screen is alive.
    var playerAddView: RecordingPlayerAddView? { last() }

    func makePlayerAddView() -> any PlayerAddView { record(RecordingPlayerAddView()) }
}
