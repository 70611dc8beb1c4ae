import VIPERKit

/// Navigation out of PlayerDetail.
@MainActor
final class PlayerDetailRouter: PlayerDetailRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func showEdit(of player: Player, field: PlayerEditField, delegate: any PlayerEditDelegate) {
        factory.navigator?.push(factory.makePlayerEdit(player: player, field: field, delegate: delegate))
    }

    func close() {
        factory.navigator?.pop()
    }
}
