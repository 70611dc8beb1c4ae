import VIPERKit

/// Assembles the PlayerList module.
@MainActor
public struct PlayerListModule: ModuleAssembly {
    let factory: ModuleFactory

    public init(factory: ModuleFactory) {
        self.factory = factory
    }

    public func assemble(view: any PlayerListView) -> any Screen {
        let router = PlayerListRouter(factory: factory)
        let interactor = PlayerListInteractor(
            players: factory.dependencies.players, accounts: factory.dependencies.accounts,
            gathers: factory.dependencies.gathers, changes: factory.dependencies.changes)
        let presenter = PlayerListPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The player list, ready to become the root after login.
    public func makePlayerList() -> any Screen {
        PlayerListModule(factory: self).assemble(view: views.makePlayerListView())
    }
}
