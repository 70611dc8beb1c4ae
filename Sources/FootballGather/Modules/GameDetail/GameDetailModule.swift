import Foundation
import VIPERKit

/// Assembles the GameDetail module.
@MainActor
public struct GameDetailModule: ModuleAssembly {
    let factory: ModuleFactory
    let gameID: UUID
    weak var delegate: (any GameDetailDelegate)?

    /// - Parameters:
    ///   - gameID: the game to show; it is loaded when the screen appears.
    ///   - delegate: told when the game changes or is deleted.
    public init(factory: ModuleFactory, gameID: UUID, delegate: any GameDetailDelegate) {
        self.factory = factory
        self.gameID = gameID
        self.delegate = delegate
    }

    public func assemble(view: any GameDetailView) -> any Screen {
        let router = GameDetailRouter(factory: factory)
        let interactor = GameDetailInteractor(
            games: factory.dependencies.games, gathers: factory.dependencies.gathers,
            changes: factory.dependencies.changes)
        let presenter = GameDetailPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate, gameID: gameID)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The GameDetail screen of game `id`, ready to push; `delegate` hears when it changes or is deleted.
    public func makeGameDetail(gameID: UUID, delegate: any GameDetailDelegate) -> any Screen {
        GameDetailModule(factory: self, gameID: gameID, delegate: delegate).assemble(view: views.makeGameDetailView())
    }
}
