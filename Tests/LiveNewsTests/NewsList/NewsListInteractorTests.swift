import Testing

@testable import LiveNews

@MainActor
@Suite("NewsList interactor")
struct NewsListInteractorTests {
    @Test("Loads the source's headlines and passes on its notice and the injected time")
    func loads() async throws {
        let source = FakeNewsSource(notice: "Sample.", articles: SampleArticles.all)
        let interactor = NewsListInteractor(source: source, now: { AppHarness.now })

        #expect(try await interactor.loadHeadlines() == Headlines(articles: SampleArticles.all))
        #expect(interactor.notice == "Sample.")
        #expect(interactor.now() == AppHarness.now)
    }

    @Test("A failure of the source reaches the caller")
    func fails() async {
        let failure = NewsError.malformedJSON(url: "http://127.0.0.1/v2/top-headlines")
        let interactor = NewsListInteractor(
            source: FakeNewsSource(results: [.failure(failure)]), now: { AppHarness.now })

        await #expect(throws: failure) { try await interactor.loadHeadlines() }
    }
}
