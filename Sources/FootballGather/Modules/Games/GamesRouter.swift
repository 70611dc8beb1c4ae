import Foundation
import VIPERKit

/// Navigation out of Games: a game, a new game's form, or back to Login when the session expired.
@MainActor
final class GamesRouter: GamesRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func showNewGame(delegate: any GameEditDelegate) {
        factory.navigator?.push(factory.makeGameEdit(delegate: delegate))
    }

    func showGame(id: UUID, delegate: any GameDetailDelegate) {
        factory.navigator?.push(factory.makeGameDetail(gameID: id, delegate: delegate))
    }

    func showLogin(notice: String) {
        factory.navigator?.setRoot(factory.makeLogin(notice: notice))
    }
}
