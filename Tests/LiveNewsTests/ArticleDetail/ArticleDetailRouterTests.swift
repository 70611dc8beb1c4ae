import Testing
import VIPERKit
import VIPERKitTesting

@testable import LiveNews

@MainActor
@Suite("ArticleDetail router")
struct ArticleDetailRouterTests {
    let harness = AppHarness()

    @Test("Closing pops the screen off the factory's navigator")
    func closePops() {
        let root = RecordingNewsListView()
        let screen = RecordingArticleDetailView()
        harness.navigator.setRoot(root)
        harness.navigator.push(screen)
        let router = ArticleDetailRouter(factory: harness.factory)
        router.screen = screen

        router.close()

        #expect(harness.navigator.calls.last == .pop)
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    }

    @Test("The router holds its own screen weakly")
    func screenIsWeak() {
        let router = ArticleDetailRouter(factory: harness.factory)
        var screen: RecordingArticleDetailView? = RecordingArticleDetailView()
        router.screen = screen
        let reference = screen.map { WeakReference($0) }

        screen = nil

        #expect(reference?.isReleased == true)
        #expect(router.screen == nil)
    }
}
