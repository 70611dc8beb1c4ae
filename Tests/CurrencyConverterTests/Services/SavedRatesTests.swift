import CurrencyConverter
import Foundation
import Testing

@Suite("Saved rates and their bounds")
struct SavedRatesTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func rate(_ from: String, _ to: String, _ value: Double = 2, minutesLater minutes: Int = 0) -> SavedRates.Rate {
        SavedRates.Rate(from: from, to: to, rate: value, fetchedAt: start.addingTimeInterval(Double(minutes) * 60))
    }

    @Test("a pair fetched again replaces its saved rate")
    func replaces() {
        var saved = SavedRates()
        saved.save(rate("USD", "EUR", 0.8))
        saved.save(rate("EUR", "USD", 1.25, minutesLater: 1))
        saved.save(rate("USD", "EUR", 0.9, minutesLater: 2))

        #expect(saved.rates == [rate("EUR", "USD", 1.25, minutesLater: 1), rate("USD", "EUR", 0.9, minutesLater: 2)])
        #expect(saved.rate(from: "USD", to: "EUR") == rate("USD", "EUR", 0.9, minutesLater: 2))
        #expect(saved.rate(from: "USD", to: "JPY") == nil)
    }

    @Test("at most 300 rates are kept, the oldest fetched going first")
    func boundedRates() {
        var saved = SavedRates()
        for index in 0..<310 { saved.save(rate("C\(index)", "USD", minutesLater: index)) }

        #expect(saved.rates.count == SavedRates.maximumRates)
        #expect(SavedRates.maximumRates == 300)
        #expect(saved.rates.first == rate("C10", "USD", minutesLater: 10))
        #expect(saved.rate(from: "C9", to: "USD") == nil)
    }

    @Test("at most 1000 currencies are kept, sorted; rates of currencies no longer listed go")
    func boundedCurrencies() {
        var saved = SavedRates()
        saved.save(rate("USD", "EUR"))
        saved.save(rate("USD", "AUD"))
        let many = (0..<1_200).map { Currency(code: String(format: "X%04d", 1_199 - $0), name: "Test \($0)") }

        saved.saveCurrencies(
            many + [Currency(code: "EUR", name: "Euro"), Currency(code: "USD", name: "Dollar")], at: start)

        #expect(saved.currencies.count == SavedRates.maximumCurrencies)
        #expect(saved.currencies.first?.code == "EUR")
        #expect(saved.currencies.last?.code == "X0997")
        #expect(saved.currenciesFetchedAt == start)
        #expect(saved.rates == [rate("USD", "EUR")])

        saved.save(rate("USD", "AUD", minutesLater: 1))
        #expect(saved.rates == [rate("USD", "EUR")])
    }

    @Test("rates that are not positive numbers are never kept; an empty list of currencies has no date")
    func invalid() {
        let saved = SavedRates(
            currencies: [], currenciesFetchedAt: start,
            rates: [
                rate("A", "B", .nan), rate("A", "C", .infinity), rate("A", "D", 0), rate("A", "E", -1), rate("A", "F"),
            ])

        #expect(saved.rates == [rate("A", "F")])
        #expect(saved.currenciesFetchedAt == nil)
    }
}
