/// Keeps the article the screen shows.
@MainActor
final class ArticleDetailInteractor: ArticleDetailInteracting {
    let article: Article

    init(article: Article) {
        self.article = article
    }
}
