import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import LiveNews

@Suite("Feed and NewsAPI redirects: the same host, or public addresses, at most 5")
struct RedirectRuleTests {
    static let timeout: TimeInterval = 10
    static let rule = ", and only redirects to the same host or to a public address are followed."

    static func feed(
        _ server: ScriptedHTTPServer, path: String = "/rss.xml", redirects: RedirectPolicy = .publicAddressesOnly
    ) -> FeedSource {
        let fetcher = HTTPFetcher(timeout: timeout, redirects: redirects)
        return FeedSource(url: URL(string: server.base + path)!, fetcher: fetcher)
    }

    /// The strict policy, except that 127.0.0.2 counts as a public address on the internet.
    static let secondLoopbackIsPublic = RedirectPolicy(refusal: { host in
        host == "127.0.0.2" ? nil : NetworkAddress.refusal(forHost: host)
    })

    @Test("A redirect to another loopback address (127.0.0.2) is refused with a sentence naming it")
    func otherLoopbackAddress() async throws {
        let other = try ScriptedHTTPServer(host: "127.0.0.2") { _ in .ok(FeedDocuments.rss) }
        let server = try ScriptedHTTPServer { _ in .redirect(to: other.base + "/rss.xml") }
        let url = server.base + "/rss.xml"
        let expected = NewsError.redirectRefused(
            url: url, target: other.base + "/rss.xml", reason: "a loopback address")

        await #expect(throws: expected) { try await Self.feed(server).headlines() }
        #expect(other.requestHeads.isEmpty)
        #expect(
            expected.description
                == "The server at \(url) redirects to \(other.base)/rss.xml, a loopback address" + Self.rule)
    }

    @Test("A redirect to localhost, or to a name that resolves to a loopback address, is refused")
    func namesForThisMachine() async throws {
        let server = try ScriptedHTTPServer { path in
            path == "/by-name"
                ? .redirect(to: "http://localhost:1/rss.xml") : .redirect(to: "http://news.test:1/rss.xml")
        }
        // news.test resolves to 127.0.0.1 here, as a name an attacker's DNS points at loopback would.
        let resolvingToLoopback = RedirectPolicy(refusal: { host in
            NetworkAddress.refusal(forHost: host, resolve: { $0 == "news.test" ? ["127.0.0.1"] : [] })
        })

        await #expect(
            throws: NewsError.redirectRefused(
                url: server.base + "/by-name", target: "http://localhost:1/rss.xml", reason: "a name for this machine")
        ) { try await Self.feed(server, path: "/by-name").headlines() }
        await #expect(
            throws: NewsError.redirectRefused(
                url: server.base + "/resolved", target: "http://news.test:1/rss.xml",
                reason: "a name for a loopback address (127.0.0.1)")
        ) { try await Self.feed(server, path: "/resolved", redirects: resolvingToLoopback).headlines() }
    }

    @Test("A redirect to an address that is not http or https is refused")
    func otherScheme() async throws {
        let server = try ScriptedHTTPServer { _ in .redirect(to: "ftp://127.0.0.1/rss.xml") }

        await #expect(
            throws: NewsError.redirectRefused(
                url: server.base + "/rss.xml", target: "ftp://127.0.0.1/rss.xml",
                reason: "an address that is not http or https")
        ) { try await Self.feed(server).headlines() }
    }

    @Test("A redirect on the feed's own host is followed, though that host is a loopback address")
    func sameHost() async throws {
        let server = try ScriptedHTTPServer { path in
            switch path {
            case "/old.xml": .redirect(to: "/moved.xml", status: 301)
            case "/moved.xml": .redirect(to: "rss.xml", status: 307)
            default: .ok(FeedDocuments.rss)
            }
        }

        let articles = try await Self.feed(server, path: "/old.xml").headlines().articles

        #expect(articles.map(\.title) == ["First story", "Second story"])
        #expect(
            server.requestLines == [
                "GET /old.xml HTTP/1.1", "GET /moved.xml HTTP/1.1", "GET /rss.xml HTTP/1.1",
            ])
    }

    @Test("Five redirects are followed, a sixth is refused")
    func redirectLimit() async throws {
        // /hop/N redirects to /hop/N-1; /hop/0 is the feed.
        let server = try ScriptedHTTPServer { path in
            let left = Int(path.split(separator: "/").last ?? "") ?? 0
            return left == 0 ? .ok(FeedDocuments.rss) : .redirect(to: "/hop/\(left - 1)")
        }

        #expect(try await Self.feed(server, path: "/hop/5").headlines().articles.count == 2)
        await #expect(throws: NewsError.tooManyRedirects(url: server.base + "/hop/6", limit: 5)) {
            try await Self.feed(server, path: "/hop/6").headlines()
        }
        #expect(
            NewsError.tooManyRedirects(url: "http://a/feed", limit: 5).description
                == "The server at http://a/feed redirects more than 5 times.")
    }

    @Test("NewsAPI's key goes to its own host, and not after a redirect to another host")
    func keyNotSentToAnotherHost() async throws {
        let other = try ScriptedHTTPServer(host: "127.0.0.2") { _ in
            .ok(NewsAPISourceTests.goodAnswer, contentType: "application/json")
        }
        let server = try ScriptedHTTPServer { path in
            path.hasPrefix("/v2/") ? .redirect(to: "/moved" + path) : .redirect(to: other.base + path)
        }
        let source = NewsAPISource(
            apiKey: "test-key", baseURL: URL(string: server.base)!, country: "us",
            fetcher: HTTPFetcher(timeout: Self.timeout, redirects: Self.secondLoopbackIsPublic))

        let articles = try await source.headlines().articles

        #expect(articles.map(\.title) == ["Markets rally"])
        #expect(
            server.requestLines == [
                "GET /v2/top-headlines?country=us HTTP/1.1", "GET /moved/v2/top-headlines?country=us HTTP/1.1",
            ])
        #expect(server.requestHeads.allSatisfy { $0.lowercased().contains("x-api-key: test-key") })
        #expect(other.requestLines == ["GET /moved/v2/top-headlines?country=us HTTP/1.1"])
        #expect(!other.requestHeads.contains { $0.lowercased().contains("x-api-key") || $0.contains("test-key") })
    }
}
