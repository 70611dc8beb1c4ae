import CurrencyConverter
import Foundation
import Testing
import VIPERKitTesting

@Suite("HTTP rates service, against a server on loopback")
struct HTTPRatesServiceTests {
    func service(_ server: LoopbackHTTPServer, path: String = "", apiKey: String? = nil, timeout: TimeInterval = 15)
        -> HTTPRatesService
    {
        HTTPRatesService(url: URL(string: "http://127.0.0.1:\(server.port)\(path)")!, apiKey: apiKey, timeout: timeout)
    }

    @Test("currencies are read from /api/v5/currencies")
    func currencies() async throws {
        let server = try LoopbackHTTPServer(
            status: 200, reason: "OK",
            body: """
                {"results": {"EUR": {"currencyName": "Euro", "currencySymbol": "€", "id": "EUR"},
                "ALL": {"currencyName": "Albanian Lek", "id": "ALL"}}}
                """)

        let currencies = try await service(server).currencies()

        #expect(
            currencies.sorted { $0.code < $1.code } == [
                Currency(code: "ALL", name: "Albanian Lek"), Currency(code: "EUR", name: "Euro", symbol: "€"),
            ])
        #expect(server.requestHead.hasPrefix("GET /api/v5/currencies HTTP/1.1\r\n"))
    }

    @Test("a rate is read from /convert?q=A_B&compact=y, with the API key and the root path given")
    func rate() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: #"{"USD_EUR": {"val": 0.8}}"#)

        let rate = try await service(server, path: "/api/v7", apiKey: "secret").rate(from: "USD", to: "EUR")

        #expect(rate == 0.8)
        #expect(server.requestHead.hasPrefix("GET /api/v7/convert?q=USD_EUR&compact=y&apiKey=secret HTTP/1.1\r\n"))
    }

    @Test("an answer without the pair is a clear error")
    func missingPair() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: "{}")

        await #expect(throws: RatesError.missingPair("USD_EUR")) {
            try await service(server).rate(from: "USD", to: "EUR")
        }
    }

    @Test("HTTP 500 is an error naming the status")
    func serverError() async throws {
        let server = try LoopbackHTTPServer(status: 500, reason: "Internal Server Error", body: "{}")

        await #expect(throws: RatesError.status(500)) { try await service(server).currencies() }
    }

    @Test("malformed JSON is an error, for currencies and for rates")
    func malformed() async throws {
        let first = try LoopbackHTTPServer(status: 200, reason: "OK", body: #"{"results": ["#)
        await #expect(throws: RatesError.malformed) { try await service(first).currencies() }

        let second = try LoopbackHTTPServer(status: 200, reason: "OK", body: #"{"USD_EUR": {"value": "x"}}"#)
        await #expect(throws: RatesError.malformed) { try await service(second).rate(from: "USD", to: "EUR") }
    }

    @Test("a server that never answers times out with a sentence saying so")
    func timeout() async throws {
        let server = try LoopbackHTTPServer.neverAnswering()

        await #expect(throws: RatesError.timedOut(host: "http://127.0.0.1:\(server.port)", seconds: 1)) {
            try await service(server, timeout: 0.5).currencies()
        }
    }

    @Test("a server that drips its answer a byte at a time times out too, after the whole answer's time")
    func drippingAnswer() async throws {
        let server = try LoopbackHTTPServer.dripping(every: .milliseconds(200))
        await #expect(throws: RatesError.timedOut(host: "http://127.0.0.1:\(server.port)", seconds: 1)) {
            try await service(server, timeout: 1).currencies()
        }
    }

    @Test("nothing listening is an unreachable service")
    func unreachable() async {
        let service = HTTPRatesService(url: URL(string: "http://127.0.0.1:9")!)

        await #expect(throws: RatesError.unreachable(host: "http://127.0.0.1:9")) { try await service.currencies() }
    }

    @Test("a service address with a user and password is named without them, on screens and in errors")
    func credentialsNotShown() async {
        let service = HTTPRatesService(url: URL(string: "http://key:s3cret@127.0.0.1:9/api/v5")!)

        #expect(service.source.summary == "Live rates from http://127.0.0.1:9.")
        await #expect(throws: RatesError.unreachable(host: "http://127.0.0.1:9")) { try await service.currencies() }
    }

    @Test("the source names the host; an address without a path uses /api/v5, an empty key is none")
    func source() {
        let service = HTTPRatesService(url: URL(string: "https://rates.example")!, apiKey: "")

        #expect(service.root.absoluteString == "https://rates.example/api/v5")
        #expect(service.apiKey == nil)
        #expect(service.timeout == 15)
        #expect(
            service.source
                == RatesSource(
                    url: URL(string: "https://rates.example/api/v5")!, summary: "Live rates from https://rates.example."
                ))
    }
}
