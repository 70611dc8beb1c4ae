import Testing
import VIPERKit
import VIPERKitTesting

@testable import LiveNews

@MainActor
@Suite("ArticleDetail assembly")
struct ArticleDetailModuleTests {
    let harness = AppHarness()

    @Test("The factory connects a presenter to the view, in the app's time zone and with its link opener")
    func assembles() async throws {
        let view = try #require(
            harness.factory.makeArticleDetail(article: SampleArticles.cycleLanes) as? RecordingArticleDetailView)

        await view.presenter?.viewDidLoad()
        await view.presenter?.perform(.open)

        #expect(view.states.first?.date == "24 Nov 2026 at 08:00")
        #expect(harness.links.opened.map(\.absoluteString) == ["https://example.com/cycle-lanes"])
    }

    @Test("Popping the screen releases its view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        harness.navigator.setRoot(RecordingNewsListView())
        var parts: [WeakReference<AnyObject>] = []
        do {
            let screen = harness.factory.makeArticleDetail(article: SampleArticles.final)
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingArticleDetailView)
            let presenter = try #require(view.presenter)
            let mirror = Mirror(reflecting: presenter)
            let interactor = try #require(mirror.descendant("interactor")) as AnyObject
            let router = try #require(mirror.descendant("router")) as AnyObject
            parts = [WeakReference(view), WeakReference(presenter), WeakReference(interactor), WeakReference(router)]
        }
        #expect(parts.map(\.isReleased) == [false, false, false, false])

        harness.navigator.pop()

        #expect(parts.map(\.isReleased) == [true, true, true, true])
    }
}
