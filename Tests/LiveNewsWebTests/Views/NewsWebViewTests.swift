import LiveNews
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import LiveNewsWeb

@Suite("LiveNews in the browser", .timeLimit(.minutes(1)))
@MainActor
struct NewsWebViewTests {
    @Test("the headlines show their thumbnail, title, first line of description, source and age")
    func headlines() async {
        let app = NewsWebHarness(
            source: FakeNewsSource(notice: "Showing the bundled sample feed.", articles: Stories.all))
        await app.start()
        GoldenFile.check(app.page, named: "NewsList", fileExtension: "html")
        #expect(
            app.markup.contains(
                #"src="https://example.com/cycle-lanes.jpg" alt="City council approves new cycle lanes" loading="lazy""#
            ))
        #expect(!app.markup.contains("insecure.example"), "an http picture would be blocked: none is shown")
        #expect(!app.markup.contains("<final>"), "titles are escaped")
        #expect(app.shows("Four kilometres of protected lanes."))
        #expect(!app.shows("Work starts in spring."), "only the first line in the list")
    }

    @Test("reading an article shows its picture, author, full description and a link that opens it")
    func article() async {
        let app = NewsWebHarness(source: FakeNewsSource(articles: Stories.all))
        await app.start()
        #expect(await app.tap("read", "0"))
        GoldenFile.check(app.page, named: "ArticleDetail", fileExtension: "html")
        #expect(
            app.markup.contains(#"href="https://example.com/cycle-lanes" target="_blank" rel="noopener noreferrer""#))
        #expect(!app.markup.contains(#"data-action="open""#), "the browser opens the link, not the server")
        #expect(await app.tap("back"))
        #expect(app.visible(NewsListWebView.self) != nil)
    }

    @Test("an article whose address is not http(s) gets no link")
    func unsafeAddress() async {
        let app = NewsWebHarness(source: FakeNewsSource(articles: Stories.all))
        await app.start()
        await app.tap("read", "1")
        #expect(!app.markup.contains("javascript:"))
        #expect(!app.markup.contains("<a "))
    }

    @Test("a failed first fetch asks to retry; after Close the reason and Retry stay, and Retry shows the headlines")
    func failureThenRetry() async {
        let failure = NewsError.http(status: 503, url: "https://feeds.example/rss.xml")
        let app = NewsWebHarness(source: FakeNewsSource(results: [.failure(failure), .success(Stories.all)]))
        await app.start()
        #expect(app.shows("Problem Fetching News"))
        await app.answerDialog(false)
        GoldenFile.check(app.page, named: "NewsList-failed", fileExtension: "html")
        #expect(app.shows(failure.description))
        #expect(app.markup.contains(#"class="button primary" data-action="refresh">Retry"#))
        await app.tap("refresh")
        #expect(app.shows("City council approves new cycle lanes"))
        #expect(!app.shows(failure.description))
    }

    @Test("a feed that fails among several is named above the others' headlines")
    func failingFeed() async {
        let headlines = Headlines(
            articles: [Stories.library],
            problems: [
                "Could not read https://b.example/rss.xml: The server at https://b.example/rss.xml answered with HTTP status 404."
            ])
        let app = NewsWebHarness(source: FakeNewsSource(answers: [.success(headlines)]))
        await app.start()
        GoldenFile.check(app.page, named: "NewsList-warning", fileExtension: "html")
        #expect(app.shows("Library extends its hours"))
    }

    @Test("an article without picture, date or address shows what it has; a forged Open is answered on the page")
    func bareArticleAndForgedOpen() async {
        let app = NewsWebHarness(source: FakeNewsSource(articles: Stories.all))
        await app.start()
        await app.tap("read", "2")
        #expect(app.shows("Library extends its hours"))
        #expect(!app.markup.contains("<img"))
        #expect(!app.markup.contains("<a "))
        await app.tap("back")
        await app.tap("read", "0")
        await app.send(.action("open", value: nil))
        #expect(app.shows("The link opens from the page: tap it there."))
    }

    @Test("with no headlines the list says so")
    func noHeadlines() async {
        let app = NewsWebHarness(source: FakeNewsSource(articles: []))
        await app.start()
        #expect(app.shows("There are no headlines right now."))
        #expect(!app.markup.contains("<ul"))
    }
}
