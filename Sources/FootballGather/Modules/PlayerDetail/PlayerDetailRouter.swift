import VIPERKit

/// Navigation out of PlayerDetail.
@MainActor
final class PlayerDetailRouter: ModuleRouter, PlayerDetailRouting {
    func showEdit(of player: Player, field: PlayerEditField, delegate: any PlayerEditDelegate) {
        factory.navigator?.push(factory.makePlayerEdit(player: player, field: field, delegate: delegate))
    }

    func close() {
        factory.navigator?.pop()
    }
}
