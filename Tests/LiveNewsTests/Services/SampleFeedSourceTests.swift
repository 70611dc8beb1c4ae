import Foundation
import Testing

@testable import LiveNews

@Suite("Bundled sample feed and errors")
struct SampleFeedSourceTests {
    @Test("The bundled sample feed has headlines and a notice that says where they come from")
    func bundled() async throws {
        let source = SampleFeedSource()

        let articles = try await source.headlines().articles

        #expect(articles.count == 5)
        #expect(articles.first?.title == "City council approves new cycle lanes along the river")
        #expect(articles.allSatisfy { $0.source == "LiveNews Sample" && $0.publishedAt != nil })
        #expect(source.notice == SampleFeedSource.sampleNotice)
    }

    @Test("Some sample headlines have a picture at an https address, and some have none")
    func pictures() async throws {
        let articles = try await SampleFeedSource().headlines().articles

        #expect(
            articles.map(\.imageURL) == [
                "https://example.com/livenews/images/cycle-lanes.jpg",
                "https://example.com/livenews/images/five-a-side.jpg", nil, nil,
                "https://example.com/livenews/images/old-oak.jpg",
            ])
    }

    @Test("A missing or broken sample file is a clear error")
    func broken() async throws {
        await #expect(throws: NewsError.unreachable(url: "the bundled sample feed", reason: "the file is missing")) {
            try await SampleFeedSource(url: nil).headlines()
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("livenews-\(UUID()).xml")
        try Data("<rss>".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        await #expect(
            throws: NewsError.malformedFeed(url: file.lastPathComponent, reason: "the XML is not well-formed (line 1)")
        ) { try await SampleFeedSource(url: file).headlines() }
    }

    @Test("Every error reads as a sentence")
    func sentences() {
        #expect(
            NewsError.unreachable(url: "http://x", reason: "refused").description
                == "Could not reach http://x: refused.")
        #expect(
            NewsError.http(status: 500, url: "http://x").description
                == "The server at http://x answered with HTTP status 500.")
        #expect(
            NewsError.newsAPI(code: "rateLimited", message: "Too many requests.").description
                == "NewsAPI refused the request (rateLimited): Too many requests.")
        #expect(
            NewsError.malformedJSON(url: "http://x").description
                == "The answer from http://x is not the JSON NewsAPI sends.")
        #expect(
            NewsError.malformedFeed(url: "http://x", reason: "bad").description
                == "The document at http://x is not an RSS or Atom feed: bad.")
        #expect(
            NewsError.allFeedsFailed(problems: ["Could not read http://a: A.", "Could not read http://b: B."])
                .description
                == "None of the feeds could be read. Could not read http://a: A. Could not read http://b: B.")
    }

    @Test("A request that takes too long says how long it waited")
    func timeoutReason() {
        #expect(HTTPFetcher().reason(for: URLError(.timedOut)) == "no answer within 15 seconds")
        #expect(!HTTPFetcher().reason(for: URLError(.cannotConnectToHost)).isEmpty)
    }

    @Test("The fake source repeats its last answer")
    func fakeRepeats() async throws {
        let source = FakeNewsSource(results: [])
        #expect(try await source.headlines() == Headlines(articles: []))
        #expect(try await source.headlines() == Headlines(articles: []))
        #expect(await source.requestCount == 2)
    }
}
