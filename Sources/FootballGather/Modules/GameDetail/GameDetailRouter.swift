import FootballGatherAPI
import Foundation
import VIPERKit

/// Navigation out of GameDetail: the game's edit screen, ConfirmPlayers for Pick teams, back to
/// Games, or to Login when the session expired.
@MainActor
final class GameDetailRouter: ModuleRouter, GameDetailRouting {
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
}
