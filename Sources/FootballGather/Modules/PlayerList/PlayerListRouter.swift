import VIPERKit

/// Navigation out of the player list.
@MainActor
final class PlayerListRouter: PlayerListRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly (for pop(to:)).
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

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

    func showLogin(notice: String) {
        factory.navigator?.setRoot(factory.makeLogin(notice: notice))
    }
}
