import FootballGatherAPI
import Foundation
import VIPERKit

/// Navigation out of GameDetail: the game's edit screen, ConfirmPlayers for Pick teams, back to
/// Games, or to Login when the session expired.
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

    func showConfirmPlayers(_ players: [Player], fromGame gameID: UUID, delegate: any ConfirmPlayersDelegate) {
        factory.navigator?.push(factory.makeConfirmPlayers(players: players, fromGame: gameID, delegate: delegate))
    }

    func returnToGame() {
        guard let screen else { return }
        factory.navigator?.pop(to: screen)
    }

    func close() {
        factory.navigator?.pop()
    }

    func showLogin(notice: String) {
        factory.navigator?.setRoot(factory.makeLogin(notice: notice))
    }
}
