import VIPERKit

/// Assembles the ConfirmPlayers module.
@MainActor
public struct ConfirmPlayersModule: ModuleAssembly {
    let factory: ModuleFactory
    let players: [Player]
    weak var delegate: (any ConfirmPlayersDelegate)?

    /// - Parameters:
    ///   - players: the players to split into teams; they all start on the bench.
    ///   - delegate: told when the gather started from this screen has ended.
    public init(factory: ModuleFactory, players: [Player], delegate: (any ConfirmPlayersDelegate)?) {
        self.factory = factory
        self.players = players
        self.delegate = delegate
    }

    public func assemble(view: any ConfirmPlayersView) -> any Screen {
        let router = ConfirmPlayersRouter(factory: factory)
        let interactor = ConfirmPlayersInteractor(
            gathers: factory.dependencies.gathers, players: factory.dependencies.players)
        let presenter = ConfirmPlayersPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate, players: players,
            now: factory.dependencies.now
        )
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The ConfirmPlayers screen with every one of `players` on the bench, ready to push.
    public func makeConfirmPlayers(players: [Player], delegate: any ConfirmPlayersDelegate) -> any Screen {
        ConfirmPlayersModule(factory: self, players: players, delegate: delegate)
            .assemble(view: views.makeConfirmPlayersView())
    }
}
