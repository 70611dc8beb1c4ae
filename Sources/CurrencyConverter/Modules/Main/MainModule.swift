import VIPERKit

/// Assembles the Main module.
@MainActor
public struct MainModule: ModuleAssembly {
    let factory: ModuleFactory

    public init(factory: ModuleFactory) {
        self.factory = factory
    }

    public func assemble(view: any MainView) -> any Screen {
        let router = MainRouter(factory: factory)
        let dependencies = factory.dependencies
        let interactor = MainInteractor(
            rates: dependencies.rates, settings: dependencies.settings, cache: dependencies.ratesCache,
            now: dependencies.now)
        let presenter = MainPresenter(
            view: view, interactor: interactor, router: router, timeZone: dependencies.timeZone)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The converter, the app's first screen.
    public func makeMain() -> any Screen {
        MainModule(factory: self).assemble(view: views.makeMainView())
    }
}
