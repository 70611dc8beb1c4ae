import VIPERKit

/// Assembles the PlayerAdd module.
@MainActor
public struct PlayerAddModule: ModuleAssembly {
    let factory: ModuleFactory
    weak var delegate: (any PlayerAddDelegate)?

    public init(factory: ModuleFactory, delegate: any PlayerAddDelegate) {
        self.factory = factory
        self.delegate = delegate
    }

    public func assemble(view: any PlayerAddView) -> any Screen {
        let router = PlayerAddRouter(factory: factory)
        let interactor = PlayerAddInteractor(players: factory.dependencies.players)
        let presenter = PlayerAddPresenter(view: view, interactor: interactor, router: router, delegate: delegate)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The PlayerAdd screen, ready to push; `delegate` hears about the created player.
    public func makePlayerAdd(delegate: any PlayerAddDelegate) -> any Screen {
        PlayerAddModule(factory: self, delegate: delegate).assemble(view: views.makePlayerAddView())
    }
}
