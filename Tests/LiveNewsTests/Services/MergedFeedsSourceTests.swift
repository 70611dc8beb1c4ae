import Foundation
import Testing
import VIPERKitTesting

@testable import LiveNews

@Suite("Several feeds merged")
struct MergedFeedsSourceTests {
    static let hour: TimeInterval = 3600
    let failure = NewsError.http(status: 500, url: "https://b.example/rss.xml")

    /// An article of `source` published `hoursAgo` before ``AppHarness/now``, or undated.
    static func article(_ title: String, _ source: String, hoursAgo: Double? = nil) -> Article {
        Article(
            title: title, source: source, publishedAt: hoursAgo.map { AppHarness.now.addingTimeInterval(-$0 * hour) })
    }

    static func feed(_ name: String, _ result: Result<[Article], NewsError>) -> MergedFeedsSource.Feed {
        MergedFeedsSource.Feed(name: name, source: FakeNewsSource(results: [result]))
    }

    @Test("Headlines of all feeds come newest first; undated ones last, each feed's order kept among equals")
    func mergedNewestFirst() async throws {
        let first = [
            Self.article("A undated", "A"), Self.article("A 3 h", "A", hoursAgo: 3),
            Self.article("A 1 h", "A", hoursAgo: 1),
        ]
        let second = [
            Self.article("B 2 h", "B", hoursAgo: 2), Self.article("B undated", "B"),
            Self.article("B 1 h", "B", hoursAgo: 1),
        ]
        let source = MergedFeedsSource(feeds: [
            Self.feed("https://a.example/rss.xml", .success(first)),
            Self.feed("https://b.example/rss.xml", .success(second)),
        ])

        let headlines = try await source.headlines()

        #expect(headlines.articles.map(\.title) == ["A 1 h", "B 1 h", "B 2 h", "A 3 h", "A undated", "B undated"])
        #expect(headlines.problems == [])
        #expect(source.notice == nil)
    }

    @Test("A feed that fails is named in a sentence while the others' headlines are shown")
    func oneFails() async throws {
        let source = MergedFeedsSource(feeds: [
            Self.feed("https://a.example/rss.xml", .success([Self.article("A 1 h", "A", hoursAgo: 1)])),
            Self.feed("https://b.example/rss.xml", .failure(failure)),
        ])

        let headlines = try await source.headlines()

        #expect(
            headlines
                == Headlines(
                    articles: [Self.article("A 1 h", "A", hoursAgo: 1)],
                    problems: [
                        "Could not read https://b.example/rss.xml: "
                            + "The server at https://b.example/rss.xml answered with HTTP status 500."
                    ]))
    }

    @Test("When every feed fails, the error names each of them")
    func allFail() async {
        let unreachable = NewsError.unreachable(url: "https://c.example/atom", reason: "connection refused")
        let source = MergedFeedsSource(feeds: [
            Self.feed("https://b.example/rss.xml", .failure(failure)),
            Self.feed("https://c.example/atom", .failure(unreachable)),
        ])

        await #expect(
            throws: NewsError.allFeedsFailed(problems: [
                "Could not read https://b.example/rss.xml: The server at https://b.example/rss.xml answered with "
                    + "HTTP status 500.",
                "Could not read https://c.example/atom: Could not reach https://c.example/atom: connection refused.",
            ])
        ) { try await source.headlines() }
    }

    @Test("A single feed that fails fails with its own error; no feeds give no headlines")
    func singleAndNone() async throws {
        let single = MergedFeedsSource(feeds: [Self.feed("https://b.example/rss.xml", .failure(failure))])

        await #expect(throws: failure) { try await single.headlines() }
        #expect(try await MergedFeedsSource(feeds: []).headlines() == Headlines(articles: []))
    }

    @Test("Two feeds on loopback, one good and one missing: the good one's headlines and the missing one named")
    func loopback() async throws {
        let good = try LoopbackHTTPServer(status: 200, reason: "OK", body: FeedDocuments.rss)
        let missing = try LoopbackHTTPServer(status: 404, reason: "Not Found", body: "missing")
        let missingURL = "http://127.0.0.1:\(missing.port)/missing.xml"
        let source = MergedFeedsSource(urls: [
            URL(string: "http://127.0.0.1:\(good.port)/rss.xml")!, URL(string: missingURL)!,
        ])

        let headlines = try await source.headlines()

        #expect(headlines.articles.map(\.title) == ["First story", "Second story"])
        #expect(
            headlines.problems == [
                "Could not read \(missingURL): The server at \(missingURL) answered with HTTP status 404."
            ])
    }
}
