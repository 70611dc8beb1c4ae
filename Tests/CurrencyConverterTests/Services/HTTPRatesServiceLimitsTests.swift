import CurrencyConverter
import Foundation
import Testing
import VIPERKitTesting

@Suite("HTTP rates service: answers up to 1 MB, redirects to the same host or public addresses")
struct HTTPRatesServiceLimitsTests {
    /// Long enough that a test waiting for it fails, short enough to fail soon.
    static let timeout: TimeInterval = 10

    static func service(_ server: ScriptedHTTPServer) -> HTTPRatesService {
        HTTPRatesService(url: URL(string: server.base)!, timeout: timeout)
    }

    @Test("an answer over 1 MB without a length, that never ends, fails at 1 MB with a sentence naming the limit")
    func endlessAnswer() async throws {
        // 2 MB and then nothing: reading it all would wait for the time limit instead.
        let server = try ScriptedHTTPServer { _ in .unfinished(contentLength: nil, sending: 2 * 1_048_576) }
        let expected = RatesError.tooLarge(host: server.base, limit: 1_048_576)

        await #expect(throws: expected) { try await Self.service(server).currencies() }
        #expect(expected.message == "The answer from the rates service at \(server.base) is larger than 1 MB.")
        #expect(HTTPRatesService.maxAnswerBytes == 1_048_576)
    }

    @Test("an answer whose Content-Length is over 1 MB fails before its body arrives")
    func declaredTooLarge() async throws {
        // A few bytes of 5 MB announced: only the announced length can end this before the time limit.
        let server = try ScriptedHTTPServer { _ in .unfinished(contentLength: 5 * 1_048_576, sending: 100) }

        await #expect(throws: RatesError.tooLarge(host: server.base, limit: 1_048_576)) {
            try await Self.service(server).rate(from: "USD", to: "EUR")
        }
    }

    @Test("a redirect to another loopback address (127.0.0.2) is refused with a sentence naming it")
    func otherLoopbackAddress() async throws {
        let other = try ScriptedHTTPServer(host: "127.0.0.2") { _ in
            .ok(#"{"USD_EUR": {"val": 0.8}}"#, contentType: "application/json")
        }
        let server = try ScriptedHTTPServer { path in .redirect(to: other.base + path) }
        let target = other.base + "/api/v5/convert?q=USD_EUR&compact=y"
        let expected = RatesError.redirectRefused(host: server.base, target: target, reason: "a loopback address")

        await #expect(throws: expected) { try await Self.service(server).rate(from: "USD", to: "EUR") }
        #expect(other.requestHeads.isEmpty)
        #expect(
            expected.message
                == "The rates service at \(server.base) redirects to \(target), a loopback address, and only "
                + "redirects to the same host or to a public address are followed.")
    }

    @Test("a redirect on the service's own host is followed")
    func sameHost() async throws {
        let server = try ScriptedHTTPServer { path in
            path.hasPrefix("/api/v5/")
                ? .redirect(to: "/api/v7/" + path.dropFirst("/api/v5/".count))
                : .ok(#"{"USD_EUR": {"val": 0.8}}"#, contentType: "application/json")
        }

        #expect(try await Self.service(server).rate(from: "USD", to: "EUR") == 0.8)
        #expect(
            server.requestLines == [
                "GET /api/v5/convert?q=USD_EUR&compact=y HTTP/1.1", "GET /api/v7/convert?q=USD_EUR&compact=y HTTP/1.1",
            ])
    }

    @Test("more than 5 redirects are refused")
    func redirectLimit() async throws {
        let server = try ScriptedHTTPServer { path in .redirect(to: path + "&again=1") }

        await #expect(throws: RatesError.tooManyRedirects(host: server.base, limit: 5)) {
            try await Self.service(server).currencies()
        }
        #expect(server.requestHeads.count == 6)
    }
}
