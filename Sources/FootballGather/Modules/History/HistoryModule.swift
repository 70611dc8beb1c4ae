import VIPERKit

/// Assembles the History module.
@MainActor
public struct HistoryModule: ModuleAssembly {
    let factory: ModuleFactory

    public init(factory: ModuleFactory) {
        self.factory = factory
    }

    public func assemble(view: any HistoryView) -> any Screen {
        let router = HistoryRouter(factory: factory)
        let interactor = HistoryInteractor(gathers: factory.dependencies.gathers, changes: factory.dependencies.changes)
        let dependencies = factory.dependencies
        let presenter = HistoryPresenter(
            view: view, interactor: interactor, router: router,
            formatDate: { GatherSummary.formatDate($0, timeZone: dependencies.timeZone) })
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The History screen (past gathers), ready to push.
    public func makeHistory() -> any Screen {
        HistoryModule(factory: self).assemble(view: views.makeHistoryView())
    }
}
