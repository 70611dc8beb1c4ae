import VIPERKit

/// Navigation of ConfirmPlayers: on to Gather, or back to Login when the session expired.
@MainActor
final class ConfirmPlayersRouter: ConfirmPlayersRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func showGather(_ gather: Gather, delegate: any GatherDelegate) {
        factory.navigator?.push(factory.makeGather(gather: gather, delegate: delegate))
    }

    func showLogin(notice: String) {
        factory.navigator?.setRoot(factory.makeLogin(notice: notice))
    }
}
