import VIPERKit

/// Navigation of ConfirmPlayers: on to Gather, or back to Login when the session expired.
@MainActor
final class ConfirmPlayersRouter: ModuleRouter, ConfirmPlayersRouting {
    func showGather(_ gather: Gather, delegate: any GatherDelegate) {
        factory.navigator?.push(factory.makeGather(gather: gather, delegate: delegate))
    }
}
