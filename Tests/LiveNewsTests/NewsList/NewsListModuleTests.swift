import Testing
import VIPERKit
import VIPERKitTesting

@testable import LiveNews

@MainActor
@Suite("NewsList assembly")
struct NewsListModuleTests {
    @Test("The factory connects a presenter to the view, with the app's source and clock")
    func assembles() async throws {
        let harness = AppHarness(source: FakeNewsSource(notice: "Sample.", articles: [SampleArticles.cycleLanes]))
        let view = try #require(harness.factory.makeNewsList() as? RecordingNewsListView)

        await view.presenter?.viewDidLoad()

        #expect(
            view.states.last
                == NewsListPresenterTests.listed(
                    notice: "Sample.",
                    [NewsListPresenterTests.cycleLanesRow]))
    }

    @Test("Replacing the screen releases its view, presenter, interactor and router")
    func releasedWhenReplaced() throws {
        let harness = AppHarness()
        var parts: [WeakReference<AnyObject>] = []
        do {
            let screen = harness.factory.makeNewsList()
            harness.navigator.setRoot(screen)
            let view = try #require(screen as? RecordingNewsListView)
            let presenter = try #require(view.presenter)
            let mirror = Mirror(reflecting: presenter)
            let interactor = try #require(mirror.descendant("interactor")) as AnyObject
            let router = try #require(mirror.descendant("router")) as AnyObject
            parts = [WeakReference(view), WeakReference(presenter), WeakReference(interactor), WeakReference(router)]
        }
        #expect(parts.map(\.isReleased) == [false, false, false, false])

        harness.navigator.setRoot(RecordingNewsListView())

        #expect(parts.map(\.isReleased) == [true, true, true, true])
    }
}
