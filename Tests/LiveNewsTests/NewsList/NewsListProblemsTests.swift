import Foundation
import Testing
import VIPERKit

@testable import LiveNews

@MainActor
@Suite("NewsList presenter: failed fetches and failed feeds")
struct NewsListProblemsTests {
    let view = RecordingNewsListView()
    let failure = NewsError.http(status: 500, url: "http://127.0.0.1/feed")
    let reason = "The server at http://127.0.0.1/feed answered with HTTP status 500."
    let finalRow = NewsListPresenterTests.row(0, "Local team wins the final", source: "Sport Daily", age: "5 min ago")

    func makePresenter(_ source: FakeNewsSource) -> NewsListPresenter {
        let interactor = NewsListInteractor(source: source, now: { AppHarness.now })
        return NewsListPresenter(view: view, interactor: interactor, router: RecordingNewsListRouter())
    }

    @Test("After Close, Retry on the screen fetches again; headlines that arrive clear the reason")
    func retryFromScreen() async {
        let source = FakeNewsSource(results: [.failure(failure), .success([SampleArticles.final])])
        let presenter = makePresenter(source)
        await presenter.viewDidLoad()
        #expect(presenter.state == NewsListPresenterTests.listed(failure: reason))
        let retry = presenter.state.retry

        await presenter.perform(retry?.id ?? .read(0))

        #expect(
            view.states.suffix(2) == [
                NewsListPresenterTests.listed(failure: reason, isLoading: true),
                NewsListPresenterTests.listed([finalRow]),
            ])
        #expect(await source.requestCount == 2)
    }

    @Test("A failed refresh keeps the headlines shown, with the reason and Retry")
    func failureKeepsRows() async {
        let source = FakeNewsSource(results: [.success([SampleArticles.final]), .failure(failure)])
        let presenter = makePresenter(source)
        await presenter.viewDidLoad()

        await presenter.perform(.refresh)

        #expect(presenter.state == NewsListPresenterTests.listed([finalRow], failure: reason))
        #expect(view.questions.map(\.message) == [reason])
    }

    @Test("A failure with nothing shown before leaves no \"no headlines\" message, only the reason")
    func failureReplacesEmptyMessage() async {
        let presenter = makePresenter(FakeNewsSource(results: [.success([]), .failure(failure)]))
        await presenter.viewDidLoad()
        #expect(presenter.state.emptyMessage == "There are no headlines right now.")

        await presenter.perform(.refresh)

        #expect(presenter.state == NewsListPresenterTests.listed(failure: reason))
    }

    @Test("A feed that failed among several is named above the others' headlines")
    func failedFeedWarning() async {
        let problem =
            "Could not read https://b.example/rss.xml: The server at https://b.example/rss.xml answered with HTTP status 500."
        let headlines = Headlines(articles: [SampleArticles.final], problems: [problem])
        let presenter = makePresenter(FakeNewsSource(answers: [.success(headlines)]))

        await presenter.viewDidLoad()

        #expect(
            presenter.state
                == NewsListPresenterTests.listed(warning: problem + " Showing the other feeds.", [finalRow]))
    }

    @Test("Two failed feeds are named one sentence each; the warning goes once every feed answers")
    func warningCleared() async {
        let problems = ["Could not read https://b.example/rss.xml: B.", "Could not read https://c.example/atom: C."]
        let source = FakeNewsSource(answers: [
            .success(Headlines(articles: [SampleArticles.final], problems: problems)),
            .success(Headlines(articles: [SampleArticles.final])),
        ])
        let presenter = makePresenter(source)
        await presenter.viewDidLoad()
        #expect(
            presenter.state.warning
                == "Could not read https://b.example/rss.xml: B. Could not read https://c.example/atom: C. "
                + "Showing the other feeds.")

        await presenter.perform(.refresh)

        #expect(presenter.state == NewsListPresenterTests.listed([finalRow]))
    }

    @Test("A cancelled fetch asks nothing and shows no reason")
    func cancelled() async {
        let presenter = NewsListPresenter(
            view: view, interactor: CancelledNewsListInteractor(), router: RecordingNewsListRouter())

        await presenter.viewDidLoad()

        #expect(view.states == [NewsListPresenterTests.listed(isLoading: true), NewsListPresenterTests.listed()])
        #expect(view.questions == [])
    }
}

/// A NewsList interactor whose fetches are always cancelled, as when the user presses Esc.
@MainActor
private final class CancelledNewsListInteractor: NewsListInteracting {
    let notice: String? = nil
    func now() -> Date { AppHarness.now }
    func loadHeadlines() async throws -> Headlines { throw CancellationError() }
}
