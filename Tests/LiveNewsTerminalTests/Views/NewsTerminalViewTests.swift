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

    @Test("The headlines: the notice, then title, source and age of each")
    func headlines() async {
        let app = NewsHarness(source: FakeNewsSource(notice: notice, articles: Headlines.all))
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
        let failure = NewsError.http(status: 503, url: "https://example.com/rss.xml")
        let app = NewsHarness(source: FakeNewsSource(results: [.failure(failure), .success(Headlines.all)]))
        app.navigator.setRoot(app.factory.makeNewsList())
        await app.waitUntilScreen(contains: "Problem Fetching News")
        GoldenFile.check(app.screen, named: "NewsList-failure")
        await app.press(.character("y"))
        #expect(app.screen.contains("City council approves new cycle lanes"))
        #expect(!app.screen.contains("Problem Fetching News"))
    }

    @Test("Enter reads the article; Esc goes back to the headlines")
    func article() async {
        let app = NewsHarness(source: FakeNewsSource(articles: Headlines.all))
        await app.start()
        await app.press(.enter)
        GoldenFile.check(app.screen, named: "ArticleDetail")
        await app.press(.escape)
        #expect(app.screen.contains("LiveNews · Top Headlines"))
        await app.press(.down, .down, .enter)
        GoldenFile.check(app.screen, named: "ArticleDetail-sparse")
    }
}
