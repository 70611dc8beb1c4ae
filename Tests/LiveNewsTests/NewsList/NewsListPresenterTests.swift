import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import LiveNews

@MainActor
@Suite("NewsList presenter")
struct NewsListPresenterTests {
    let view = RecordingNewsListView()
    let router = RecordingNewsListRouter()
    let rows = [
        Self.cycleLanesRow,
        Self.row(1, "Local team wins the final", source: "Sport Daily", age: "5 min ago"),
        Self.row(2, "Library extends its hours", source: "Town Times", age: ""),
    ]
    let failure = NewsError.http(status: 500, url: "http://127.0.0.1/feed")

    func makePresenter(_ source: FakeNewsSource) -> NewsListPresenter {
        let interactor = NewsListInteractor(source: source, now: { AppHarness.now })
        return NewsListPresenter(view: view, interactor: interactor, router: router)
    }

    /// The headline `title` at `index`, which Read opens.
    static func row(
        _ index: Int, _ title: String, source: String, age: String, summary: String = "", image: ArticleImage? = nil
    ) -> NewsListRow {
        NewsListRow(
            title: title, source: source, age: age, summary: summary, image: image,
            read: ScreenAction(.read(index), "Read", label: "Read \(title)"))
    }

    /// The first row of ``SampleArticles/all``: its summary line and its picture.
    static let cycleLanesRow = row(
        0, "City council approves new cycle lanes", source: "Town Times", age: "2 h ago",
        summary: "Four kilometres of protected lanes.",
        image: ArticleImage(
            url: "https://example.com/cycle-lanes.jpg", alt: "City council approves new cycle lanes"))

    /// Top Headlines listing `rows`, with Refresh; with the reason of a failed fetch, Retry too.
    static func listed(
        notice: String? = nil, warning: String? = nil, _ rows: [NewsListRow] = [], emptyMessage: String? = nil,
        failure: String? = nil, isLoading: Bool = false
    ) -> NewsListViewState {
        NewsListViewState(
            title: "Top Headlines", notice: notice, warning: warning, rows: rows, emptyMessage: emptyMessage,
            failure: failure, isLoading: isLoading, refresh: ScreenAction(.refresh, "Refresh"),
            retry: failure == nil ? nil : ScreenAction(.refresh, "Retry", role: .primary))
    }

    func problem(_ error: NewsError) -> VIPERKit.Confirmation {
        VIPERKit.Confirmation(
            title: "Problem Fetching News", message: error.description, confirmTitle: "Retry", cancelTitle: "Close")
    }

    @Test("Opening the screen shows the loading indicator, then the headlines with their ages")
    func showsHeadlines() async {
        let presenter = makePresenter(FakeNewsSource(articles: SampleArticles.all))

        await presenter.viewDidLoad()

        #expect(
            view.states == [
                Self.listed(isLoading: true),
                Self.listed(rows),
            ])
        #expect(view.questions == [])
    }

    @Test("The source's notice is shown above the headlines")
    func notice() async {
        let presenter = makePresenter(FakeNewsSource(notice: "Sample feed.", articles: [SampleArticles.final]))

        await presenter.viewDidLoad()

        #expect(
            presenter.state
                == Self.listed(
                    notice: "Sample feed.",
                    [Self.row(0, "Local team wins the final", source: "Sport Daily", age: "5 min ago")]
                ))
    }

    @Test("No headlines: a message says so, with Refresh")
    func empty() async {
        let presenter = makePresenter(FakeNewsSource(articles: []))

        await presenter.viewDidLoad()

        #expect(presenter.state == Self.listed(emptyMessage: "There are no headlines right now."))
        #expect(presenter.state.offeredActions.allows(.refresh))
    }

    @Test("A failure asks \"Problem Fetching News\"; after Close the reason stays on the screen with Retry")
    func failureClosed() async {
        let presenter = makePresenter(FakeNewsSource(results: [.failure(failure)]))

        await presenter.viewDidLoad()

        #expect(
            view.states == [
                Self.listed(isLoading: true),
                Self.listed(),
                Self.listed(failure: "The server at http://127.0.0.1/feed answered with HTTP status 500."),
            ])
        #expect(view.questions == [problem(failure)])
        #expect(presenter.state.offeredActions.map(\.title) == ["Refresh", "Retry"])
    }

    @Test("Retry after a failure fetches again and shows the headlines")
    func failureRetried() async {
        let source = FakeNewsSource(results: [.failure(failure), .success([SampleArticles.final])])
        let presenter = makePresenter(source)
        view.answers = [true]

        await presenter.viewDidLoad()

        #expect(
            view.states == [
                Self.listed(isLoading: true),
                Self.listed(),
                Self.listed(isLoading: true),
                Self.listed([Self.row(0, "Local team wins the final", source: "Sport Daily", age: "5 min ago")]),
            ])
        #expect(view.questions == [problem(failure)])
        #expect(await source.requestCount == 2)
    }

    @Test("Refresh fetches the headlines again")
    func refresh() async {
        let source = FakeNewsSource(results: [.success([]), .success([SampleArticles.cycleLanes])])
        let presenter = makePresenter(source)
        await presenter.viewDidLoad()

        await presenter.perform(.refresh)

        #expect(presenter.state == Self.listed([rows[0]]))
        #expect(await source.requestCount == 2)
    }

    @Test("Choosing a headline opens its article; a row that is not there does nothing")
    func select() async {
        let presenter = makePresenter(FakeNewsSource(articles: SampleArticles.all))
        await presenter.viewDidLoad()

        await presenter.perform(.read(1))
        await presenter.perform(.read(3))
        await presenter.perform(.read(-1))

        #expect(router.routes == [.article(SampleArticles.final)])
    }

    @Test("Actions read back from their name and argument; a row's must be an index")
    func actionText() {
        ActionNamesCheck.roundTrip([NewsListAction.refresh, .read(2)])
        #expect(NewsListAction(name: "read", argument: "two") == nil)
        #expect(NewsListAction(name: "read", argument: nil) == nil)
        #expect(NewsListAction(name: "refresh", argument: "1") == nil)
    }

    @Test("Ages: just now, minutes, hours, days")
    func ages() {
        let now = AppHarness.now
        #expect(NewsListPresenter.age(of: now.addingTimeInterval(30), now: now) == "just now")
        #expect(NewsListPresenter.age(of: now.addingTimeInterval(-59), now: now) == "just now")
        #expect(NewsListPresenter.age(of: now.addingTimeInterval(-60), now: now) == "1 min ago")
        #expect(NewsListPresenter.age(of: now.addingTimeInterval(-3 * 3600 - 59), now: now) == "3 h ago")
        #expect(NewsListPresenter.age(of: now.addingTimeInterval(-49 * 3600), now: now) == "2 d ago")
    }

    @Test("An error that is not a NewsError still reads as a sentence")
    func otherError() {
        struct Other: Error {}
        #expect(NewsListPresenter.message(for: Other()) == "The headlines could not be fetched. Please try again.")
    }
}
