import FootballGatherAPI
import Foundation
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording GameDetail view (see ``RecordingView``).
final class RecordingGameDetailView: RecordingView<GameDetailViewState>, GameDetailView {
    var presenter: (any GameDetailPresenting)?
}

/// Records where the GameDetail presenter navigates.
@MainActor
final class RecordingGameDetailRouter: RecordingRouter<RecordingGameDetailRouter.Route>, GameDetailRouting {
    enum Route: ClosingRoute, LoginRoute {
        /// GameEdit for the game, reporting to the object `delegate`.
        case edit(UUID, delegate: ObjectIdentifier)
        /// ConfirmPlayers with these players, for the game.
        case confirmPlayers([Player], game: UUID)
        case returnToGame
        case close
        case login(notice: String)
    }

    func showEdit(of game: GameResponse, delegate: any GameEditDelegate) {
        record(.edit(game.id, delegate: ObjectIdentifier(delegate)))
    }
    func showConfirmPlayers(_ players: [Player], fromGame gameID: UUID, delegate: any ConfirmPlayersDelegate) {
        record(.confirmPlayers(players, game: gameID))
    }
    func returnToGame() { record(.returnToGame) }
}

/// Records what GameDetail told the screen that opened it.
@MainActor
final class RecordingGameDetailDelegate: GameDetailDelegate {
    private(set) var changed: [GameResponse] = []
    private(set) var deleted: [UUID] = []

    func gameDetailDidChange(_ game: GameResponse) { changed.append(game) }
    func gameDetailDidDelete(id: UUID) { deleted.append(id) }
}

extension RecordingViewFactory {
    /// The last GameDetail view made, while its screen is alive.
    var gameDetailView: RecordingGameDetailView? { last() }

    func makeGameDetailView() -> any GameDetailView { record(RecordingGameDetailView()) }
}
