import VIPERKit

/// Assembles the About module.
@MainActor
public struct AboutModule: ModuleAssembly {
    let factory: ModuleFactory

    public init(factory: ModuleFactory) {
        self.factory = factory
    }

    public func assemble(view: any AboutView) -> any Screen {
        let router = AboutRouter(factory: factory)
        let interactor = AboutInteractor(rates: factory.dependencies.rates, links: factory.dependencies.links)
        let presenter = AboutPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The About screen, ready to push.
    public func makeAbout() -> any Screen {
        AboutModule(factory: self).assemble(view: views.makeAboutView())
    }
}
