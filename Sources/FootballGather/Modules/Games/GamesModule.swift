import VIPERKit

/// Assembles the Games module.
@MainActor
public struct GamesModule: ModuleAssembly {
    let factory: ModuleFactory

    public init(factory: ModuleFactory) {
        self.factory = factory
    }

    public func assemble(view: any GamesView) -> any Screen {
        let router = GamesRouter(factory: factory)
        let interactor = GamesInteractor(games: factory.dependencies.games, changes: factory.dependencies.changes)
        let presenter = GamesPresenter(
            view: view, interactor: interactor, router: router, now: factory.dependencies.now)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The Games screen (the organiser's games), ready to push.
    public func makeGames() -> any Screen {
        GamesModule(factory: self).assemble(view: views.makeGamesView())
    }
}
