import VIPERKit

@testable import FootballGather

/// Records every state the PlayerDetail presenter renders.
@MainActor
final class RecordingPlayerDetailView: PlayerDetailView {
    var presenter: (any PlayerDetailPresenting)?
    private(set) var states: [PlayerDetailViewState] = []

    func render(_ state: PlayerDetailViewState) { states.append(state) }
}

/// Records where the PlayerDetail presenter navigates.
@MainActor
final class RecordingPlayerDetailRouter: PlayerDetailRouting {
    enum Route: Equatable {
        /// PlayerEdit of `field` for `player`, reporting to the object `delegate`.
        case edit(Player, PlayerEditField, delegate: ObjectIdentifier)
        case close
    }

    private(set) var routes: [Route] = []

    func showEdit(of player: Player, field: PlayerEditField, delegate: any PlayerEditDelegate) {
        routes.append(.edit(player, field, delegate: ObjectIdentifier(delegate)))
    }

    func close() { routes.append(.close) }
}

/// Records the players PlayerDetail reported as updated.
@MainActor
final class RecordingPlayerDetailDelegate: PlayerDetailDelegate {
    private(set) var updated: [Player] = []

    func playerDetailDidUpdate(_ player: Player) { updated.append(player) }
}
