import Foundation
import Testing
import VIPERKitTesting

@testable import LiveNews

@Suite("Feed source against a loopback server")
struct FeedSourceTests {
    func source(_ server: LoopbackHTTPServer) -> FeedSource {
        FeedSource(url: URL(string: "http://127.0.0.1:\(server.port)/rss.xml")!)
    }

    @Test("A good feed becomes articles")
    func goodFeed() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: FeedDocuments.rss)

        let articles = try await source(server).headlines().articles

        #expect(articles.map(\.title) == ["First story", "Second story"])
        #expect(server.requestHead.hasPrefix("GET /rss.xml HTTP/1.1"))
        #expect(source(server).notice == nil)
    }

    @Test("An HTTP error names the status")
    func httpError() async throws {
        let server = try LoopbackHTTPServer(status: 404, reason: "Not Found", body: "missing")
        let url = "http://127.0.0.1:\(server.port)/rss.xml"

        await #expect(throws: NewsError.http(status: 404, url: url)) { try await source(server).headlines() }
    }

    @Test("A feed address with a user and password is named without them when it fails")
    func credentialsNotShown() async throws {
        let server = try LoopbackHTTPServer(status: 404, reason: "Not Found", body: "missing")
        let source = FeedSource(url: URL(string: "http://reader:s3cret@127.0.0.1:\(server.port)/rss.xml")!)

        await #expect(throws: NewsError.http(status: 404, url: "http://127.0.0.1:\(server.port)/rss.xml")) {
            try await source.headlines()
        }
    }

    @Test("A server that never answers times out with a sentence saying so")
    func timeout() async throws {
        let server = try LoopbackHTTPServer.neverAnswering()
        let url = URL(string: "http://127.0.0.1:\(server.port)/rss.xml")!
        let source = FeedSource(url: url, fetcher: HTTPFetcher(timeout: 0.5))

        await #expect(throws: NewsError.unreachable(url: url.absoluteString, reason: "no answer within 0.5 seconds")) {
            try await source.headlines()
        }
    }

    @Test("A server that drips its feed a byte at a time times out too, after the whole answer's time")
    func drippingFeed() async throws {
        let server = try LoopbackHTTPServer.dripping(every: .milliseconds(200))
        let url = URL(string: "http://127.0.0.1:\(server.port)/rss.xml")!
        let source = FeedSource(url: url, fetcher: HTTPFetcher(timeout: 1))

        await #expect(throws: NewsError.unreachable(url: url.absoluteString, reason: "no answer within 1 second")) {
            try await source.headlines()
        }
    }

    @Test("A malformed feed is a clear error")
    func malformedFeed() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: "<rss><channel><item></rss>")
        let url = "http://127.0.0.1:\(server.port)/rss.xml"

        await #expect(throws: NewsError.malformedFeed(url: url, reason: "the XML is not well-formed (line 1)")) {
            try await source(server).headlines()
        }
    }

    @Test("A web page instead of a feed is a clear error")
    func notAFeed() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: "<html><body>Hi</body></html>")
        let url = "http://127.0.0.1:\(server.port)/rss.xml"
        let reason = "its root element <html> is neither RSS 2.0 <rss> nor Atom <feed>"

        await #expect(throws: NewsError.malformedFeed(url: url, reason: reason)) {
            try await source(server).headlines()
        }
    }
}
