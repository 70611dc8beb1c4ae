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
        #expect(try await interactor.currencies().map(\.code) == ["EUR", "JPY", "USD"])
    }

    @Test("a rate comes from the service, except between a currency and itself")
    func rates() async throws {
        #expect(try await interactor.rate(from: "USD", to: "JPY") == 150)
        #expect(try await interactor.rate(from: "EUR", to: "EUR") == 1)
        #expect(await self.rates.calls == [.rate("USD", "JPY")])
    }

    @Test("a failure reaches the caller unchanged")
    func failures() async {
        await rates.failNextCall(with: RatesError.malformed)

        await #expect(throws: RatesError.malformed) { try await interactor.currencies() }
    }
}
