import VIPERKit

/// Navigation of History: a gather's details, or back to Login when the session expired.
@MainActor
final class HistoryRouter: ModuleRouter, HistoryRouting {
    func showGatherDetail(_ gather: Gather, delegate: any GatherDetailDelegate) {
        factory.navigator?.push(factory.makeGatherDetail(gather: gather, delegate: delegate))
    }
}
