import VIPERKit

/// Navigation out of NewsList.
@MainActor
final class NewsListRouter: NewsListRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func showArticle(_ article: Article) {
        factory.navigator?.push(factory.makeArticleDetail(article: article))
    }
}
