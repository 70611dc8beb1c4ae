import Foundation
import VIPERKit

/// Keeps the article the screen shows and opens its address; knows nothing about display.
@MainActor
final class ArticleDetailInteractor: ArticleDetailInteracting {
    let article: Article
    private let links: any LinkOpening

    init(article: Article, links: any LinkOpening) {
        self.article = article
        self.links = links
    }

    var articleURL: URL? { WebAddress.parse(article.url) }

    func openArticle() async throws {
        guard let url = articleURL else { throw LinkOpeningError(message: "This article has no web address.") }
        try await links.open(url)
    }
}
