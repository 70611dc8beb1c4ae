import VIPERKit

/// Navigation out of the player list: the screens it opens, back to it, or to Login (logged out, or the session
/// expired).
@MainActor
final class PlayerListRouter: ModuleRouter, PlayerListRouting {
    func showDetail(of player: Player, delegate: any PlayerDetailDelegate) {
        factory.navigator?.push(factory.makePlayerDetail(player: player, delegate: delegate))
    }

    func showAdd(delegate: any PlayerAddDelegate) {
        factory.navigator?.push(factory.makePlayerAdd(delegate: delegate))
    }

    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate) {
        factory.navigator?.push(factory.makeConfirmPlayers(players: players, delegate: delegate))
    }

    func showHistory() {
        factory.navigator?.push(factory.makeHistory())
    }

    func showGames() {
        factory.navigator?.push(factory.makeGames())
    }

    func showGather(resuming unfinished: UnfinishedGather, delegate: any GatherDelegate) {
        factory.navigator?.push(factory.makeGather(resuming: unfinished, delegate: delegate))
    }

    func returnToList() {
        guard let screen else { return }
        factory.navigator?.pop(to: screen)
    }

    func showLogin() {
        factory.navigator?.setRoot(factory.makeLogin(notice: nil))
    }
}
