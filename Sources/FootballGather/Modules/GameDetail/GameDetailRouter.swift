import FootballGatherAPI
import VIPERKit

/// Navigation out of GameDetail: the game's edit screen, back to Games, or to Login when the
/// session expired.
@MainActor
final class GameDetailRouter: GameDetailRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func showEdit(of game: GameResponse, delegate: any GameEditDelegate) {
        factory.navigator?.push(factory.makeGameEdit(game: game, delegate: delegate))
    }

    func close() {
        factory.navigator?.pop()
    }

    func showLogin(notice: String) {
        factory.navigator?.setRoot(factory.makeLogin(notice: notice))
    }
}
