import VIPERKit

/// Navigation of History: a gather's details, or back to Login when the session expired.
@MainActor
final class HistoryRouter: HistoryRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func showGatherDetail(_ gather: Gather, delegate: any GatherDetailDelegate) {
        factory.navigator?.push(factory.makeGatherDetail(gather: gather, delegate: delegate))
    }

    func showLogin(notice: String) {
        factory.navigator?.setRoot(factory.makeLogin(notice: notice))
    }
}
