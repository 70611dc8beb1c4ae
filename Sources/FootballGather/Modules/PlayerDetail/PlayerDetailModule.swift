import VIPERKit

/// Assembles the PlayerDetail module.
@MainActor
public struct PlayerDetailModule: ModuleAssembly {
    let factory: ModuleFactory
    let player: Player
    weak var delegate: (any PlayerDetailDelegate)?

    public init(factory: ModuleFactory, player: Player, delegate: any PlayerDetailDelegate) {
        self.factory = factory
        self.player = player
        self.delegate = delegate
    }

    public func assemble(view: any PlayerDetailView) -> any Screen {
        let router = PlayerDetailRouter(factory: factory)
        let interactor = PlayerDetailInteractor(
            player: player, players: factory.dependencies.players, changes: factory.dependencies.changes)
        let presenter = PlayerDetailPresenter(view: view, interactor: interactor, router: router, delegate: delegate)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The details of `player`, ready to push; `delegate` hears about every saved change.
    public func makePlayerDetail(player: Player, delegate: any PlayerDetailDelegate) -> any Screen {
        PlayerDetailModule(factory: self, player: player, delegate: delegate)
            .assemble(view: views.makePlayerDetailView())
    }
}
