import VIPERKit

/// Assembles the Watch module: the match at one live link, for anyone.
@MainActor
public struct WatchModule: ModuleAssembly {
    let factory: ModuleFactory
    let token: String

    /// - Parameter token: the live link's token (the last part of `/watch/<token>`).
    public init(factory: ModuleFactory, token: String) {
        self.factory = factory
        self.token = token
    }

    public func assemble(view: any WatchView) -> any Screen {
        let interactor = WatchInteractor(watching: factory.dependencies.watching, token: token)
        let presenter = WatchPresenter(
            view: view, interactor: interactor, router: WatchRouter(factory: factory), token: token,
            clock: factory.dependencies.clock,
            timeZone: { [dependencies = factory.dependencies] in dependencies.timeZone })
        view.presenter = presenter
        return view
    }
}

extension ModuleFactory {
    /// The Watch screen of the live link `token`, a first screen of its own (no login needed).
    public func makeWatch(token: String) -> any Screen {
        WatchModule(factory: self, token: token).assemble(view: views.makeWatchView())
    }
}
