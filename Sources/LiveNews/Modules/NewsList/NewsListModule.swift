import VIPERKit

/// Assembles the NewsList module.
@MainActor
public struct NewsListModule: ModuleAssembly {
    let factory: ModuleFactory

    public init(factory: ModuleFactory) {
        self.factory = factory
    }

    public func assemble(view: any NewsListView) -> any Screen {
        let router = NewsListRouter(factory: factory)
        let interactor = NewsListInteractor(
            source: factory.dependencies.source, now: factory.dependencies.now)
        let presenter = NewsListPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The NewsList screen, ready to show as the root.
    public func makeNewsList() -> any Screen {
        NewsListModule(factory: self)
            .assemble(view: views.makeNewsListView())
    }
}
