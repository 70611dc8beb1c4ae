import Foundation
import Testing
import VIPERKit

@testable import LiveNews

@MainActor
@Suite("ArticleDetail presenter")
struct ArticleDetailPresenterTests {
    let view = RecordingArticleDetailView()
    let router = RecordingArticleDetailRouter()

    /// The Article screen showing `headline` and the rest, with Back on Escape.
    static func shown(headline: String, byline: String, date: String, description: String, url: String)
        -> ArticleDetailViewState
    {
        ArticleDetailViewState(
            title: "Article", headline: headline, byline: byline, date: date, description: description,
            urlLabel: "Read more", url: url, back: ScreenAction(.back, "Back", role: .cancel))
    }

    func makePresenter(_ article: Article) -> ArticleDetailPresenter {
        ArticleDetailPresenter(
            view: view, interactor: ArticleDetailInteractor(article: article), router: router,
            timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test("Opening the screen shows title, author, date, description and address")
    func showsArticle() async {
        let presenter = makePresenter(SampleArticles.cycleLanes)

        await presenter.viewDidLoad()

        #expect(
            view.states == [
                Self.shown(
                    headline: "City council approves new cycle lanes", byline: "By Maria Jensen · Town Times",
                    date: "24 Nov 2026 at 08:00", description: "Four kilometres of protected lanes.",
                    url: "https://example.com/cycle-lanes")
            ])
    }

    @Test("Without author, date, description or address the screen says what it can")
    func showsSparseArticle() async {
        let presenter = makePresenter(
            Article(title: "Library extends its hours", source: "Town Times", author: " ", summary: ""))

        await presenter.viewDidLoad()

        #expect(
            view.states == [
                Self.shown(
                    headline: "Library extends its hours", byline: "Town Times", date: "",
                    description: "This article has no description.", url: "")
            ])
    }

    @Test("Back leaves the screen")
    func back() async {
        let presenter = makePresenter(SampleArticles.final)

        await presenter.perform(.back)

        #expect(router.routes == [.close])
    }
}
