import VIPERKit

/// Assembles the PlayerEdit module.
@MainActor
public struct PlayerEditModule: ModuleAssembly {
    let factory: ModuleFactory
    let player: Player
    let field: PlayerEditField
    weak var delegate: (any PlayerEditDelegate)?

    public init(factory: ModuleFactory, player: Player, field: PlayerEditField, delegate: any PlayerEditDelegate) {
        self.factory = factory
        self.player = player
        self.field = field
        self.delegate = delegate
    }

    public func assemble(view: any PlayerEditView) -> any Screen {
        let router = PlayerEditRouter(factory: factory)
        let interactor = PlayerEditInteractor(players: factory.dependencies.players)
        let presenter = PlayerEditPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate, player: player, field: field)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// PlayerEdit for one `field` of `player`, ready to push; `delegate` hears about the saved player.
    public func makePlayerEdit(player: Player, field: PlayerEditField, delegate: any PlayerEditDelegate) -> any Screen {
        PlayerEditModule(factory: self, player: player, field: field, delegate: delegate)
            .assemble(view: views.makePlayerEditView())
    }
}
