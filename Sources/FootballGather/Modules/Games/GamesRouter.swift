import Foundation
import VIPERKit

/// Navigation out of Games: a game, a new game's form, or back to Login when the session expired.
@MainActor
final class GamesRouter: ModuleRouter, GamesRouting {
    func showNewGame(delegate: any GameEditDelegate) {
        factory.navigator?.push(factory.makeGameEdit(delegate: delegate))
    }

    func showGame(id: UUID, delegate: any GameDetailDelegate) {
        factory.navigator?.push(factory.makeGameDetail(gameID: id, delegate: delegate))
    }
}
