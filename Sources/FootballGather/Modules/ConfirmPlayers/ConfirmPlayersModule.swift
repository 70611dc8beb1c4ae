import Foundation
import VIPERKit

/// Assembles the ConfirmPlayers module.
@MainActor
public struct ConfirmPlayersModule: ModuleAssembly {
    let factory: ModuleFactory
    let players: [Player]
    let gameID: UUID?
    weak var delegate: (any ConfirmPlayersDelegate)?

    /// - Parameters:
    ///   - players: the players to split into teams; they all start on the bench.
    ///   - gameID: the game they answered In to, when picked from its screen: the gather is linked to it.
    ///   - delegate: told when the gather started from this screen has ended.
    public init(
        factory: ModuleFactory, players: [Player], gameID: UUID? = nil, delegate: (any ConfirmPlayersDelegate)?
    ) {
        self.factory = factory
        self.players = players
        self.gameID = gameID
        self.delegate = delegate
    }

    public func assemble(view: any ConfirmPlayersView) -> any Screen {
        let router = ConfirmPlayersRouter(factory: factory)
        let interactor = ConfirmPlayersInteractor(
            gathers: factory.dependencies.gathers, players: factory.dependencies.players, gameID: gameID)
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

    /// The ConfirmPlayers screen for the players in game `gameID`, all on the bench; the gather it
    /// starts is linked to the game.
    public func makeConfirmPlayers(players: [Player], fromGame gameID: UUID, delegate: any ConfirmPlayersDelegate)
        -> any Screen
    {
        ConfirmPlayersModule(factory: self, players: players, gameID: gameID, delegate: delegate)
            .assemble(view: views.makeConfirmPlayersView())
    }
}
