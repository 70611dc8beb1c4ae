import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import LiveNews

@MainActor
@Suite("ArticleDetail presenter")
struct ArticleDetailPresenterTests {
    let view = RecordingArticleDetailView()
    let router = RecordingArticleDetailRouter()

    /// The Article screen showing `headline` and the rest, with Back on Escape.
    static func shown(
        headline: String, byline: String, author: String? = nil, date: String, description: String,
        image: ArticleImage? = nil, url: String, notice: String? = nil, canOpen: Bool = false
    ) -> ArticleDetailViewState {
        ArticleDetailViewState(
            title: "Article", headline: headline, byline: byline, author: author, date: date, description: description,
            image: image, urlLabel: "Read more", url: url, notice: notice,
            openArticle: canOpen ? ScreenAction(.open, "Open article", role: .primary) : nil,
            back: ScreenAction(.back, "Back", role: .cancel))
    }

    /// ``SampleArticles/cycleLanes`` as the screen shows it, with `notice`.
    static func cycleLanes(notice: String? = nil) -> ArticleDetailViewState {
        shown(
            headline: "City council approves new cycle lanes", byline: "By Maria Jensen · Town Times",
            author: "Maria Jensen", date: "24 Nov 2026 at 08:00", description: "Four kilometres of protected lanes.",
            image: ArticleImage(
                url: "https://example.com/cycle-lanes.jpg", alt: "City council approves new cycle lanes"),
            url: "https://example.com/cycle-lanes", notice: notice, canOpen: true)
    }

    func makePresenter(_ article: Article, links: RecordingLinkOpener = RecordingLinkOpener()) -> ArticleDetailPresenter
    {
        ArticleDetailPresenter(
            view: view, interactor: ArticleDetailInteractor(article: article, links: links), router: router,
            timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test("Opening the screen shows title, author, date, picture, description and address, with Open article")
    func showsArticle() async {
        let presenter = makePresenter(SampleArticles.cycleLanes)

        await presenter.viewDidLoad()

        #expect(view.states == [Self.cycleLanes()])
        #expect(presenter.state.offeredActions.map(\.id) == [.open, .back])
    }

    @Test("Without author, date, description, picture or address the screen says what it can, and offers no Open")
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

    @Test("Open article opens its address in the browser and says so")
    func open() async {
        let links = RecordingLinkOpener()
        let presenter = makePresenter(SampleArticles.cycleLanes, links: links)

        await presenter.perform(.open)

        #expect(links.opened == [URL(string: "https://example.com/cycle-lanes")!])
        #expect(view.states == [Self.cycleLanes(notice: "Opened https://example.com/cycle-lanes in your browser.")])
    }

    @Test("When the browser cannot be opened the notice says why and to copy the address")
    func openFails() async {
        let noOpener = LinkOpeningError(message: "No browser opener (xdg-open) is installed.")
        let presenter = makePresenter(SampleArticles.cycleLanes, links: RecordingLinkOpener(failure: noOpener))

        await presenter.perform(.open)

        #expect(
            presenter.state
                == Self.cycleLanes(
                    notice: "No browser opener (xdg-open) is installed. Copy the address above into a browser."))

        struct Other: Error {}
        let other = makePresenter(SampleArticles.cycleLanes, links: RecordingLinkOpener(failure: Other()))
        await other.perform(.open)
        #expect(other.state.notice == "The address could not be opened. Copy it into a browser.")
    }

    @Test("An article whose address is not a web address offers no Open; asking anyway opens nothing")
    func noWebAddress() async {
        let links = RecordingLinkOpener()
        let presenter = makePresenter(
            Article(title: "Podcast", source: "Radio", url: "ftp://example.com/episode.mp3"), links: links)

        await presenter.perform(.open)

        #expect(presenter.state.openArticle == nil)
        #expect(presenter.state.url == "ftp://example.com/episode.mp3")
        #expect(presenter.state.notice == nil)
        #expect(links.opened == [])
    }

    @Test("Back leaves the screen")
    func back() async {
        let presenter = makePresenter(SampleArticles.final)

        await presenter.perform(.back)

        #expect(router.routes == [.close])
    }
}
