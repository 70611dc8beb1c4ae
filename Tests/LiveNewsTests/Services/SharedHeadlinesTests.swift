import Foundation
import Testing

@testable import LiveNews

@Suite("Shared headlines: one fetch for everyone who asks")
struct SharedHeadlinesTests {
    /// A clock the test moves by hand.
    final class ManualClock: @unchecked Sendable {
        // @unchecked: `time` is only touched with `lock` held.
        private let lock = NSLock()
        private var time = Date(timeIntervalSince1970: 1_800_000_000)

        var now: @Sendable () -> Date { { [self] in lock.withLock { time } } }

        func advance(seconds: TimeInterval) {
            lock.withLock { time += seconds }
        }
    }

    let story = Article(title: "Local team wins", source: "Town Times")

    @Test("Headlines fetched once are served to every reader for 30 seconds, then fetched again")
    func freshForThirtySeconds() async throws {
        let source = FakeNewsSource(notice: "Sample", articles: [story])
        let clock = ManualClock()
        let shared = SharedHeadlines(source: source, now: clock.now)

        for _ in 0..<5 { _ = try await shared.headlines() }
        clock.advance(seconds: 29)
        #expect(try await shared.headlines().articles == [story])
        #expect(await source.requestCount == 1)

        clock.advance(seconds: 1)
        _ = try await shared.headlines()
        #expect(await source.requestCount == 2)
        #expect(shared.notice == "Sample")
    }

    @Test("A failure is answered again for 2 seconds, then the source is asked again and its recovery shows")
    func failureThenRecovery() async throws {
        let failure = NewsError.http(status: 503, url: "https://feeds.example/rss.xml")
        let source = FakeNewsSource(results: [.failure(failure), .success([story])])
        let clock = ManualClock()
        let shared = SharedHeadlines(source: source, now: clock.now)

        for _ in 0..<3 {
            await #expect(throws: failure) { try await shared.headlines() }
        }
        #expect(await source.requestCount == 1)

        clock.advance(seconds: 2)
        #expect(try await shared.headlines().articles == [story])
        #expect(await source.requestCount == 2)
    }

    @Test("A source that keeps failing is asked after 2, 4, 8… seconds, at most every 5 minutes; an answer resets it")
    func failuresBackOff() async throws {
        let failure = NewsError.http(status: 429, url: "https://newsapi.example/v2/top-headlines")
        let source = FakeNewsSource(results: Array(repeating: .failure(failure), count: 12) + [.success([story])])
        let clock = ManualClock()
        let shared = SharedHeadlines(source: source, now: clock.now)
        _ = try? await shared.headlines()

        var waits: [Int] = []
        var waited = 0
        while await source.requestCount < 12 {
            clock.advance(seconds: 1)
            waited += 1
            let before = await source.requestCount
            _ = try? await shared.headlines()
            if await source.requestCount > before {
                waits.append(waited)
                waited = 0
            }
        }
        #expect(waits == [2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300])

        clock.advance(seconds: 300)
        #expect(try await shared.headlines().articles == [story])
        clock.advance(seconds: 30)
        _ = try await shared.headlines()
        #expect(await source.requestCount == 14)
    }

    @Test("Readers who ask while a fetch runs wait for it instead of starting their own")
    func oneFetchAtATime() async throws {
        let source = HeldNewsSource(articles: [story])
        let shared = SharedHeadlines(source: source)

        let readers = (0..<20).map { _ in Task { try await shared.headlines().articles } }
        while await source.waiting == 0 { await Task.yield() }
        for _ in 0..<100 { await Task.yield() }
        await source.release()

        for reader in readers { #expect(try await reader.value == [story]) }
        #expect(await source.requestCount == 1)
    }
}

/// A source whose fetches wait until the test releases them.
actor HeldNewsSource: NewsSource {
    nonisolated let notice: String? = nil
    private let articles: [Article]
    private var held: [CheckedContinuation<Void, Never>] = []
    private(set) var requestCount = 0

    init(articles: [Article]) {
        self.articles = articles
    }

    var waiting: Int { held.count }

    func release() {
        for continuation in held { continuation.resume() }
        held = []
    }

    func headlines() async throws -> Headlines {
        requestCount += 1
        await withCheckedContinuation { held.append($0) }
        return Headlines(articles: articles)
    }
}
