import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import LiveNews

@MainActor
@Suite("ArticleDetail interactor")
struct ArticleDetailInteractorTests {
    @Test("Keeps the article it was given")
    func keepsArticle() {
        let interactor = ArticleDetailInteractor(article: SampleArticles.final, links: RecordingLinkOpener())

        #expect(interactor.article == SampleArticles.final)
    }

    @Test("Opens the article's web address with the link opener")
    func opens() async throws {
        let links = RecordingLinkOpener()
        let interactor = ArticleDetailInteractor(article: SampleArticles.cycleLanes, links: links)

        try await interactor.openArticle()

        #expect(interactor.articleURL == URL(string: "https://example.com/cycle-lanes"))
        #expect(links.opened == [URL(string: "https://example.com/cycle-lanes")!])
    }

    @Test("An article without a web address is refused with a sentence, and nothing is opened")
    func noAddress() async {
        let links = RecordingLinkOpener()
        let interactor = ArticleDetailInteractor(article: SampleArticles.final, links: links)

        await #expect(throws: LinkOpeningError(message: "This article has no web address.")) {
            try await interactor.openArticle()
        }
        #expect(interactor.articleURL == nil)
        #expect(links.opened == [])
    }
}
