import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording PlayerEdit view (see ``RecordingView``).
final class RecordingPlayerEditView: RecordingView<PlayerEditViewState>, PlayerEditView {
    var presenter: (any PlayerEditPresenting)?
}

/// Records where the PlayerEdit presenter navigates.
@MainActor
final class RecordingPlayerEditRouter: PlayerEditRouting {
    enum Route: Equatable {
        case close
        case login(notice: String)
    }

    private(set) var routes: [Route] = []

    func close() { routes.append(.close) }
    func showLogin(notice: String) { routes.append(.login(notice: notice)) }
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
