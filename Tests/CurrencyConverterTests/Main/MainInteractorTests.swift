import Testing

@testable import CurrencyConverter

@MainActor
@Suite("Main interactor")
struct MainInteractorTests {
    let rates = FakeRatesService()
    let settings = InMemorySettingsStore()

    var interactor: MainInteractor { MainInteractor(rates: rates, settings: settings) }

    @Test("settings are the defaults until some are saved, then the saved ones")
    func settingsRoundTrip() throws {
        #expect(
            interactor.savedSettings() == ConverterSettings(amount: "100", inputCurrency: "USD", outputCurrency: "EUR"))

        let saved = ConverterSettings(amount: "3.5", inputCurrency: "JPY", outputCurrency: "USD")
        try interactor.save(saved)

        #expect(interactor.savedSettings() == saved)
        #expect(settings.saved == saved)
    }

    @Test("currencies come sorted by code")
    func sortedCurrencies() async throws {
        #expect(try await interactor.currencies().currencies.map(\.code) == ["EUR", "JPY", "USD"])
    }

    @Test("a live rate comes from the service dated when it arrived, except between a currency and itself")
    func rates() async throws {
        let clock = TestClock()
        let interactor = MainInteractor(rates: rates, settings: settings, now: { clock.now })

        #expect(try await interactor.rate(from: "USD", to: "JPY") == DatedRate(value: 150, date: .moment(clock.now)))
        #expect(try await interactor.rate(from: "EUR", to: "EUR") == DatedRate(value: 1, date: nil))
        #expect(await self.rates.calls == [.rate("USD", "JPY")])
    }

    @Test("a table's rates, and a currency to itself, are dated with the table's day")
    func tableRates() async throws {
        let table = FakeRatesService(tableDate: .day(year: 2025, month: 1, day: 2))
        let interactor = MainInteractor(rates: table, settings: settings)

        #expect(
            try await interactor.rate(from: "USD", to: "EUR")
                == DatedRate(value: 0.8, date: .day(year: 2025, month: 1, day: 2)))
        #expect(
            try await interactor.rate(from: "EUR", to: "EUR")
                == DatedRate(value: 1, date: .day(year: 2025, month: 1, day: 2)))
    }

    @Test("a failure reaches the caller unchanged")
    func failures() async {
        await rates.failNextCall(with: RatesError.malformed)

        await #expect(throws: RatesError.malformed) { try await interactor.currencies() }
    }
}
