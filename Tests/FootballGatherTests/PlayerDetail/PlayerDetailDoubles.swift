import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording PlayerDetail view (see ``RecordingView``).
final class RecordingPlayerDetailView: RecordingView<PlayerDetailViewState>, PlayerDetailView {
    var presenter: (any PlayerDetailPresenting)?
}

/// Records where the PlayerDetail presenter navigates.
@MainActor
final class RecordingPlayerDetailRouter: RecordingRouter<RecordingPlayerDetailRouter.Route>, PlayerDetailRouting {
    enum Route: ClosingRoute {
        /// PlayerEdit of `field` for `player`, reporting to the object `delegate`.
        case edit(Player, PlayerEditField, delegate: ObjectIdentifier)
        case close
    }

    func showEdit(of player: Player, field: PlayerEditField, delegate: any PlayerEditDelegate) {
        record(.edit(player, field, delegate: ObjectIdentifier(delegate)))
    }
}

/// Records the players PlayerDetail reported as updated.
@MainActor
final class RecordingPlayerDetailDelegate: PlayerDetailDelegate {
    private(set) var updated: [Player] = []

    func playerDetailDidUpdate(_ player: Player) { updated.append(player) }
}

extension RecordingViewFactory {
    /// The last PlayerDetail view made, while its screen is alive.
    var playerDetailView: RecordingPlayerDetailView? { last() }

    func makePlayerDetailView() -> any PlayerDetailView { record(RecordingPlayerDetailView()) }
}
