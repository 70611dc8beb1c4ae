import VIPERKit

/// Navigation out of ArticleDetail.
@MainActor
final class ArticleDetailRouter: ArticleDetailRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func close() {
        factory.navigator?.pop()
    }
}
