import CurrencyConverter
import Foundation
import Testing

@Suite("Bundled rates table")
struct TableRatesServiceTests {
    @Test("the bundled table states its date and lists dollars and euros with their rate")
    func bundled() async throws {
        let service = try TableRatesService.bundled()

        #expect(service.table.date == "2025-01-02")
        #expect(
            service.source.summary
                == "Offline rates bundled with the app, dated 2025-01-02 (run with --rates-url for live rates).")
        let currencies = try await service.currencies()
        #expect(currencies.contains(Currency(code: "EUR", name: "Euro", symbol: "€")))
        #expect(currencies.count >= 20)
        #expect(try await service.rate(from: "USD", to: "EUR") == 0.9659)
    }

    @Test("a rate between two currencies goes through the dollar; an unknown code is a clear error")
    func crossRates() async throws {
        let service = TableRatesService(
            table: RatesTable(
                date: "2025-01-02", sourceURL: URL(string: "https://rates.example")!,
                currencies: [
                    "EUR": .init(currencyName: "Euro", currencySymbol: "€", perDollar: 0.8),
                    "JPY": .init(currencyName: "Japanese Yen", currencySymbol: nil, perDollar: 150),
                ]),
            source: RatesSource(url: URL(string: "https://rates.example")!, summary: "Test rates."))

        #expect(try await service.rate(from: "EUR", to: "JPY") == 187.5)
        await #expect(throws: RatesError.unknownCurrency("XAU")) { try await service.rate(from: "XAU", to: "JPY") }
        await #expect(throws: RatesError.unknownCurrency("XAU")) { try await service.rate(from: "EUR", to: "XAU") }
    }

    @Test("a file that is not a rates table is refused")
    func unreadable() {
        #expect(throws: RatesError.unreadableTable) { try RatesTable(json: Data("[]".utf8)) }
    }

    @Test("every rates error is a sentence")
    func messages() {
        let messages = [
            RatesError.unreachable(host: "http://h"), .timedOut(host: "http://h", seconds: 15), .status(502),
            .malformed, .missingPair("USD_XAU"), .unknownCurrency("XAU"), .unreadableTable,
        ].map(\.message)

        #expect(
            messages == [
                "Could not reach the rates service at http://h. Check the network and the address, and try again.",
                "The rates service at http://h did not answer within 15 seconds.",
                "The rates service answered with HTTP status 502.",
                "The rates service sent an answer that is not the JSON it should send.",
                "The rates service has no rate for USD_XAU.",
                "The bundled rates table has no rate for XAU.",
                "The bundled rates table could not be read.",
            ])
    }
}
