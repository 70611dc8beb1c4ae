import Testing

@testable import LiveNews

@MainActor
@Suite("ArticleDetail interactor")
struct ArticleDetailInteractorTests {
    @Test("Keeps the article it was given")
    func keepsArticle() {
        #expect(ArticleDetailInteractor(article: SampleArticles.final).article == SampleArticles.final)
    }
}
