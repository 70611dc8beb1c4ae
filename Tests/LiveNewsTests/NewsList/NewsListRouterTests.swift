import Testing
import VIPERKit
import VIPERKitTesting

@testable import LiveNews

@MainActor
@Suite("NewsList router")
struct NewsListRouterTests {
    let harness = AppHarness()

    @Test("Showing an article pushes ArticleDetail for it")
    func showArticle() async throws {
        harness.navigator.setRoot(RecordingNewsListView())
        let router = NewsListRouter(factory: harness.factory)

        router.showArticle(SampleArticles.cycleLanes)

        let detail = try #require(harness.navigator.stack.last as? RecordingArticleDetailView)
        #expect(harness.navigator.stack.count == 2)
        await detail.presenter?.viewDidLoad()
        #expect(detail.states.last?.headline == SampleArticles.cycleLanes.title)
    }

    @Test("The router holds its own screen weakly")
    func screenIsWeak() {
        let router = NewsListRouter(factory: harness.factory)
        var screen: RecordingNewsListView? = RecordingNewsListView()
        router.screen = screen
        let reference = screen.map { WeakReference($0) }

        screen = nil

        #expect(reference?.isReleased == true)
        #expect(router.screen == nil)
    }
}
