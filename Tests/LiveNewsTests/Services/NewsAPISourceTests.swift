import Foundation
import Testing
import VIPERKitTesting

@testable import LiveNews

@Suite("NewsAPI source against a loopback server")
struct NewsAPISourceTests {
    static let goodAnswer = """
        {"status":"ok","totalResults":2,"articles":[
        {"source":{"id":"bbc-news","name":"BBC News"},"author":"Jane Roe","title":"Markets rally",
        "description":"Shares rose.","url":"https://example.com/markets","urlToImage":"https://example.com/markets.jpg",
        "publishedAt":"2026-11-24T08:00:00Z","content":"Shares rose sharply."},
        {"source":{"id":null,"name":null},"author":null,"title":"  ","description":null,"url":null,
        "urlToImage":null,"publishedAt":null,"content":null}]}
        """

    func source(_ server: LoopbackHTTPServer) -> NewsAPISource {
        NewsAPISource(apiKey: "test-key", baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
    }

    @Test("A good answer becomes articles with their pictures; the key goes in a header, not the address")
    func goodAnswer() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: Self.goodAnswer)

        let articles = try await source(server).headlines().articles

        #expect(
            articles == [
                Article(
                    title: "Markets rally", source: "BBC News", author: "Jane Roe", summary: "Shares rose.",
                    url: "https://example.com/markets", imageURL: "https://example.com/markets.jpg",
                    publishedAt: Date(timeIntervalSince1970: 1_795_507_200))
            ])
        let head = server.requestHead.lowercased()
        #expect(head.hasPrefix("get /v2/top-headlines?country=us http/1.1"))
        #expect(head.contains("x-api-key: test-key"))
        #expect(source(server).notice == nil)
    }

    @Test("The country and the category go in the request's address")
    func countryAndCategory() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: Self.goodAnswer)
        let source = NewsAPISource(
            apiKey: "k", baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, country: "gb", category: "sports")

        _ = try await source.headlines()

        #expect(server.requestHead.hasPrefix("GET /v2/top-headlines?country=gb&category=sports HTTP/1.1"))
    }

    @Test("A blank urlToImage is no picture")
    func blankImage() {
        let wire = NewsAPIResponse.WireArticle(title: "Markets rally", urlToImage: "  ")

        #expect(NewsAPISource.article(wire)?.imageURL == nil)
    }

    @Test("A NewsAPI error answer says NewsAPI's reason")
    func errorAnswer() async throws {
        let server = try LoopbackHTTPServer(
            status: 401, reason: "Unauthorized",
            body: #"{"status":"error","code":"apiKeyInvalid","message":"Your API key is invalid."}"#)

        await #expect(throws: NewsError.newsAPI(code: "apiKeyInvalid", message: "Your API key is invalid.")) {
            try await source(server).headlines()
        }
    }

    @Test("An HTTP error without NewsAPI's JSON names the status")
    func httpError() async throws {
        let server = try LoopbackHTTPServer(status: 500, reason: "Internal Server Error", body: "oops")
        let url = "http://127.0.0.1:\(server.port)/v2/top-headlines?country=us"

        await #expect(throws: NewsError.http(status: 500, url: url)) { try await source(server).headlines() }
    }

    @Test("Malformed JSON is a clear error")
    func malformedJSON() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: #"{"status":"ok","articles":["#)
        let url = "http://127.0.0.1:\(server.port)/v2/top-headlines?country=us"

        await #expect(throws: NewsError.malformedJSON(url: url)) { try await source(server).headlines() }
    }

    @Test("An error answer without code or message still reads as a sentence")
    func bareError() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: #"{"status":"error"}"#)

        await #expect(throws: NewsError.newsAPI(code: "unknown", message: "no reason given.")) {
            try await source(server).headlines()
        }
    }

    @Test("A server that is not there is unreachable")
    func unreachable() async throws {
        // Nothing listens on port 1 of the loopback address: the connection is refused at once.
        let source = NewsAPISource(apiKey: "k", baseURL: URL(string: "http://127.0.0.1:1")!)

        do {
            _ = try await source.headlines()
            Issue.record("Expected a failure")
        } catch let error as NewsError {
            guard case .unreachable(let url, let reason) = error else {
                Issue.record("Expected unreachable, got \(error)")
                return
            }
            #expect(url == "http://127.0.0.1:1/v2/top-headlines?country=us")
            #expect(!reason.isEmpty)
        }
    }
}
