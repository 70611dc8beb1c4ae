import Foundation
import Testing
import VIPERKitTesting

@testable import LiveNews

@Suite("Feed and NewsAPI answers are read up to 2 MB")
struct AnswerLimitTests {
    /// Long enough that a test waiting for it fails, short enough to fail soon.
    static let timeout: TimeInterval = 10

    static func feed(_ server: ScriptedHTTPServer) -> FeedSource {
        FeedSource(url: URL(string: server.base + "/rss.xml")!, fetcher: HTTPFetcher(timeout: timeout))
    }

    @Test("A feed over 2 MB without a length, that never ends, fails at 2 MB with a sentence naming the limit")
    func endlessChunkedFeed() async throws {
        // 3 MB and then nothing: reading it all would wait for the time limit instead.
        let server = try ScriptedHTTPServer { _ in .unfinished(contentLength: nil, sending: 3 * 1_048_576) }
        let url = server.base + "/rss.xml"

        await #expect(throws: NewsError.tooLarge(url: url, limit: 2 * 1_048_576)) {
            try await Self.feed(server).headlines()
        }
        #expect(
            NewsError.tooLarge(url: url, limit: HTTPFetcher.defaultMaxBytes).description
                == "The answer from \(url) is larger than 2 MB.")
    }

    @Test("A feed whose Content-Length is over 2 MB fails before its body arrives")
    func declaredTooLarge() async throws {
        // A few bytes of 50 MB announced: only the announced length can end this before the time limit.
        let server = try ScriptedHTTPServer { _ in .unfinished(contentLength: 50_000_000, sending: 1000) }

        await #expect(throws: NewsError.tooLarge(url: server.base + "/rss.xml", limit: 2 * 1_048_576)) {
            try await Self.feed(server).headlines()
        }
    }

    @Test("A NewsAPI answer over 2 MB fails too, and a merged feed names it among the problems")
    func newsAPIAndMergedFeeds() async throws {
        let endless = try ScriptedHTTPServer { _ in .unfinished(contentLength: nil, sending: 3 * 1_048_576) }
        let good = try ScriptedHTTPServer { _ in .ok(FeedDocuments.rss) }
        let newsAPI = NewsAPISource(
            apiKey: "k", baseURL: URL(string: endless.base)!, country: "us",
            fetcher: HTTPFetcher(timeout: Self.timeout))
        let merged = MergedFeedsSource(feeds: [
            .init(name: good.base + "/rss.xml", source: Self.feed(good)),
            .init(name: endless.base + "/rss.xml", source: Self.feed(endless)),
        ])

        await #expect(
            throws: NewsError.tooLarge(url: endless.base + "/v2/top-headlines?country=us", limit: 2 * 1_048_576)
        ) { try await newsAPI.headlines() }
        let headlines = try await merged.headlines()
        #expect(headlines.articles.map(\.title) == ["First story", "Second story"])
        #expect(
            headlines.problems == [
                "Could not read \(endless.base)/rss.xml: The answer from \(endless.base)/rss.xml is larger than 2 MB."
            ])
    }

    @Test("An answer of exactly the limit is read whole")
    func exactlyTheLimit() async throws {
        let body = FeedDocuments.rss
        let server = try ScriptedHTTPServer { _ in .ok(body) }
        let source = FeedSource(
            url: URL(string: server.base + "/rss.xml")!,
            fetcher: HTTPFetcher(timeout: Self.timeout, maxBytes: body.utf8.count))

        #expect(try await source.headlines().articles.count == 2)
    }
}
