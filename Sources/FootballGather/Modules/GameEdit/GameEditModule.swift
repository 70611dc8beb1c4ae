import FootballGatherAPI
import VIPERKit

/// Assembles the GameEdit module.
@MainActor
public struct GameEditModule: ModuleAssembly {
    let factory: ModuleFactory
    let game: GameResponse?
    weak var delegate: (any GameEditDelegate)?

    /// - Parameters:
    ///   - game: the game to change; `nil` creates a new one.
    ///   - delegate: told when the game is saved.
    public init(factory: ModuleFactory, game: GameResponse?, delegate: any GameEditDelegate) {
        self.factory = factory
        self.game = game
        self.delegate = delegate
    }

    public func assemble(view: any GameEditView) -> any Screen {
        let router = GameEditRouter(factory: factory)
        let interactor = GameEditInteractor(games: factory.dependencies.games)
        let presenter = GameEditPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate, game: game,
            now: factory.dependencies.now, timeZone: factory.dependencies.timeZone)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The GameEdit screen for a new game (`game` `nil`) or for `game`, ready to push;
    /// `delegate` hears when it is saved.
    public func makeGameEdit(game: GameResponse? = nil, delegate: any GameEditDelegate) -> any Screen {
        GameEditModule(factory: self, game: game, delegate: delegate).assemble(view: views.makeGameEditView())
    }
}
