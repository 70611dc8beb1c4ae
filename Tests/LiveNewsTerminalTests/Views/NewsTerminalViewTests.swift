import Foundation
import LiveNews
import Testing
import VIPERKit
import VIPERKitTesting

@testable import LiveNewsTerminal
@testable import VIPERKitTerminal

@Suite("LiveNews in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct NewsTerminalViewTests {
    let notice = SampleFeedSource.sampleNotice
    let failure = NewsError.http(status: 503, url: "https://example.com/rss.xml")

    @Test("The headlines: the notice, then title, source and age, and the first line of the description of each")
    func headlines() async {
        let app = NewsHarness(source: FakeNewsSource(notice: notice, articles: TerminalArticles.all))
        await app.start()
        GoldenFile.check(app.screen, named: "NewsList")
        await app.press(.down)
        GoldenFile.check(app.screen, named: "NewsList-second")
    }

    @Test("No headlines: a message says so, and r fetches again")
    func empty() async {
        let app = NewsHarness(source: FakeNewsSource(articles: []))
        await app.start()
        GoldenFile.check(app.screen, named: "NewsList-empty")
        await app.press(.character("r"))
        #expect(await app.source.requestCount == 2)
    }

    @Test("A failure asks \"Problem Fetching News\"; y retries and shows the headlines")
    func failureRetried() async {
        let app = NewsHarness(source: FakeNewsSource(results: [.failure(failure), .success(TerminalArticles.all)]))
        app.navigator.setRoot(app.factory.makeNewsList())
        await app.waitUntilScreen(contains: "Problem Fetching News")
        GoldenFile.check(app.screen, named: "NewsList-failure")
        await app.press(.character("y"))
        #expect(app.screen.contains("City council approves new cycle lanes"))
        #expect(!app.screen.contains("Problem Fetching News"))
    }

    @Test("After n closes the question, the reason stays on the screen with Retry, which Enter runs")
    func failureClosed() async {
        let app = NewsHarness(source: FakeNewsSource(results: [.failure(failure), .success(TerminalArticles.all)]))
        app.navigator.setRoot(app.factory.makeNewsList())
        await app.waitUntilScreen(contains: "Problem Fetching News")
        await app.press(.character("n"))
        GoldenFile.check(app.screen, named: "NewsList-failed")
        await app.press(.enter)
        #expect(app.screen.contains("City council approves new cycle lanes"))
        #expect(!app.screen.contains("answered with HTTP status 503"))
        #expect(await app.source.requestCount == 2)
    }

    @Test("A failed refresh keeps the headlines, with the reason above them")
    func failedRefresh() async {
        let app = NewsHarness(source: FakeNewsSource(results: [.success(TerminalArticles.all), .failure(failure)]))
        await app.start()
        await app.press(.character("r"))
        await app.waitUntilScreen(contains: "Problem Fetching News")
        await app.press(.character("n"))
        GoldenFile.check(app.screen, named: "NewsList-failed-rows")
    }

    @Test("A feed that failed among several is named above the others' headlines")
    func failedFeed() async {
        let problem =
            "Could not read https://b.example/rss.xml: The server at https://b.example/rss.xml answered with HTTP "
            + "status 500."
        let headlines = Headlines(articles: TerminalArticles.all, problems: [problem])
        let app = NewsHarness(source: FakeNewsSource(answers: [.success(headlines)]))
        await app.start()
        GoldenFile.check(app.screen, named: "NewsList-warning")
    }

    @Test("Enter reads the article; Esc goes back to the headlines")
    func article() async {
        let app = NewsHarness(source: FakeNewsSource(articles: TerminalArticles.all))
        await app.start()
        await app.press(.enter)
        GoldenFile.check(app.screen, named: "ArticleDetail")
        await app.press(.escape)
        #expect(app.screen.contains("LiveNews · Top Headlines"))
        await app.press(.down, .down, .enter)
        GoldenFile.check(app.screen, named: "ArticleDetail-sparse")
    }

    @Test("o opens the article in the browser and says so; when that fails the notice says why")
    func openArticle() async {
        let app = NewsHarness(source: FakeNewsSource(articles: TerminalArticles.all))
        await app.start()
        await app.press(.enter, .character("o"))
        #expect(app.links.opened.map(\.absoluteString) == ["https://example.com/livenews/cycle-lanes"])
        GoldenFile.check(app.screen, named: "ArticleDetail-opened")

        let noOpener = LinkOpeningError(message: "No browser opener (xdg-open) is installed.")
        let failing = NewsHarness(
            source: FakeNewsSource(articles: TerminalArticles.all), links: RecordingLinkOpener(failure: noOpener))
        await failing.start()
        await failing.press(.enter, .character("o"))
        #expect(failing.screen.contains("No browser opener (xdg-open) is installed. Copy the address above"))
    }
}
