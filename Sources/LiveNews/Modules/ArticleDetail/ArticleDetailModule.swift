import VIPERKit

/// Assembles the ArticleDetail module.
@MainActor
public struct ArticleDetailModule: ModuleAssembly {
    let factory: ModuleFactory
    let article: Article

    public init(factory: ModuleFactory, article: Article) {
        self.factory = factory
        self.article = article
    }

    public func assemble(view: any ArticleDetailView) -> any Screen {
        let router = ArticleDetailRouter(factory: factory)
        let interactor = ArticleDetailInteractor(article: article, links: factory.dependencies.links)
        let presenter = ArticleDetailPresenter(
            view: view, interactor: interactor, router: router, timeZone: factory.dependencies.timeZone)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The details of `article`, ready to push.
    public func makeArticleDetail(article: Article) -> any Screen {
        ArticleDetailModule(factory: self, article: article)
            .assemble(view: views.makeArticleDetailView())
    }
}
