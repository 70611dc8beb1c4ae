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
final class RecordingGameEditRouter: GameEditRouting {
    enum Route: Equatable {
        case close
        case login(notice: String)
    }

    private(set) var routes: [Route] = []

    func close() { routes.append(.close) }
    func showLogin(notice: String) { routes.append(.login(notice: notice)) }
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
