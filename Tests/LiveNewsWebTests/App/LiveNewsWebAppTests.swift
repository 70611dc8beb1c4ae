import LiveNews
import Testing
import VIPERKit
import VIPERKitWeb
import VIPERKitWebTesting

@testable import LiveNewsWeb

@Suite("LiveNews served to browsers: every tab starts on the same headlines")
@MainActor
struct LiveNewsWebAppTests {
    @Test("A new tab of a new browser starts on the headlines of the source every browser shares")
    func newTab() async throws {
        let source = FakeNewsSource(articles: Stories.all)
        let frontEnd = WebFrontEnd(
            app: LiveNewsWebApp(dependencies: NewsDependencies(source: source, links: PageLinkOpener())))
        for (browserIndex, tabID) in ["tab-00001", "tab-00002"].enumerated() {
            let browser = try #require(frontEnd.sessions.registerBrowser(clientAddress: "127.0.0.\(browserIndex + 1)"))
            let tab = try #require(
                frontEnd.sessions.connect(browserID: browser, tabID: tabID, connection: RecordingWebConnection()))
            await tab.tasks.waitUntilIdle()
            #expect(tab.navigator.visibleView is NewsListWebView)
            #expect(tab.navigator.render().html.rendered.contains("City council approves new cycle lanes"))
        }
        #expect(await source.requestCount == 2)
        #expect(try LiveNewsWebApp.stylesheet().contains(".headline-row"))
    }
}
