import Testing
import VIPERKit

@testable import CurrencyConverter

@MainActor
@Suite("Main presenter")
struct MainPresenterTests {
    let view = RecordingMainView()
    let router = RecordingMainRouter()
    let rates = FakeRatesService()
    let settings = InMemorySettingsStore()

    func makePresenter(settings: (any SettingsStore)? = nil) -> MainPresenter {
        .make(view: view, rates: rates, settings: settings ?? self.settings, router: router)
    }

    func loadedPresenter() async -> MainPresenter {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        return presenter
    }

    @Test("the first launch shows the loading indicator, then 100 USD in EUR with the rate")
    func firstLaunch() async {
        let presenter = makePresenter()

        await presenter.viewDidLoad()

        #expect(view.states == [MainFixtures.loading, MainFixtures.loaded])
        #expect(await rates.calls == [.currencies, .rate("USD", "EUR")])
        #expect(view.alerts.isEmpty)
    }

    @Test("the saved amount and currencies come back")
    func restoresSettings() async {
        try? settings.save(ConverterSettings(amount: "12.5", inputCurrency: "EUR", outputCurrency: "JPY"))

        await makePresenter().viewDidLoad()

        #expect(
            view.states.last
                == MainFixtures.converter(
                    amount: "12.5", from: "EUR", to: "JPY", result: "2343.75 JPY", rateText: "1 EUR = 187.5 JPY"))
    }

    @Test("saved currencies the service no longer lists fall back to USD and EUR, else the first currency")
    func unlistedCurrencies() async {
        try? settings.save(ConverterSettings(amount: "1", inputCurrency: "XAU", outputCurrency: "JPY"))
        await makePresenter().viewDidLoad()
        #expect(view.states.last?.input.code == "USD")
        #expect(view.states.last?.output.code == "JPY")

        let onlyYen = FakeRatesService(currencies: [Currency(code: "JPY", name: "Japanese Yen")])
        let yenView = RecordingMainView()
        let presenter = MainPresenter.make(view: yenView, rates: onlyYen)
        await presenter.viewDidLoad()

        #expect(
            presenter.state
                == MainFixtures.converter(
                    from: "JPY", to: "JPY", currencies: [CurrencyOption(code: "JPY", label: "JPY : Japanese Yen")],
                    result: "100 JPY", rateText: "1 JPY = 1 JPY", ratesDate: nil))
        #expect(await onlyYen.calls == [.currencies])
    }

    @Test("typing converts locally: no leading zeros, one separator, \",\" kept as \".\", Backspace removes")
    func typing() async {
        let presenter = await loadedPresenter()

        for _ in 0..<4 { presenter.backspace() }
        #expect(presenter.state == MainFixtures.converter(amount: "", result: "0 EUR"))

        for character in "005,.2x9" { presenter.type(character) }

        #expect(presenter.state == MainFixtures.converter(amount: "5.29", result: "4.23 EUR"))
        #expect(settings.saved == ConverterSettings(amount: "5.29", inputCurrency: "USD", outputCurrency: "EUR"))
        #expect(await rates.calls == [.currencies, .rate("USD", "EUR")])
    }

    @Test("a browser sends the whole field: the amount becomes what the rules keep of it, and is saved")
    func editedField() async {
        let presenter = await loadedPresenter()

        presenter.fieldDidChange(.amount, to: "005,.2x9")
        #expect(presenter.state == MainFixtures.converter(amount: "5.29", result: "4.23 EUR"))
        #expect(settings.saved == ConverterSettings(amount: "5.29", inputCurrency: "USD", outputCurrency: "EUR"))

        presenter.fieldDidChange(.amount, to: String(repeating: "9", count: 10_000))
        #expect(presenter.state.amount == "999999999999")

        presenter.fieldDidChange(.amount, to: "")
        #expect(presenter.state.amount == "")
        #expect(presenter.state.clear?.isEnabled == false)
    }

    @Test("a separator first gives \"0.\", and the amount stops at its maximum length")
    func separatorFirstAndLength() async {
        let presenter = await loadedPresenter()
        for _ in 0..<3 { presenter.backspace() }

        presenter.type(",")
        #expect(presenter.state.amount == "0.")
        #expect(presenter.state.result == "0 EUR")

        for _ in 0..<20 { presenter.type("9") }
        #expect(presenter.state.amount == "0.9999999999")
        #expect(presenter.state.result == "0.79 EUR")
    }

    @Test("changing a currency fetches its rate once, converts and saves the pair")
    func changeCurrency() async {
        let presenter = await loadedPresenter()

        await presenter.choose("JPY", for: .to)
        #expect(view.states.suffix(3).first?.isLoading == true)
        #expect(
            presenter.state == MainFixtures.converter(to: "JPY", result: "15000 JPY", rateText: "1 USD = 150 JPY"))

        await presenter.choose("EUR", for: .from)
        #expect(
            presenter.state
                == MainFixtures.converter(from: "EUR", to: "JPY", result: "18750 JPY", rateText: "1 EUR = 187.5 JPY"))
        #expect(settings.saved == ConverterSettings(amount: "100", inputCurrency: "EUR", outputCurrency: "JPY"))
        #expect(await rates.calls == [.currencies, .rate("USD", "EUR"), .rate("USD", "JPY"), .rate("EUR", "JPY")])
    }

    @Test("choosing the currency already shown fetches nothing")
    func sameCurrency() async {
        let presenter = await loadedPresenter()
        let rendered = view.states.count

        await presenter.choose("USD", for: .from)

        #expect(view.states[rendered...].allSatisfy { !$0.isLoading })
        #expect(presenter.state == MainFixtures.loaded)
        #expect(await rates.calls == [.currencies, .rate("USD", "EUR")])
    }

    @Test("a failed rate keeps the old pair and says why")
    func failedRate() async {
        let presenter = await loadedPresenter()
        await rates.failNextCall(with: RatesError.missingPair("USD_JPY"))

        await presenter.choose("JPY", for: .to)

        #expect(presenter.state == MainFixtures.loaded)
        #expect(
            view.alerts == [.error("Unable to load the rate of USD to JPY. The rates service has no rate for USD_JPY.")]
        )
        #expect(settings.saved == nil)
    }

    @Test("a failure that is not a rates error still says what failed; a cancelled fetch says nothing")
    func otherFailures() async {
        struct Failure: Error {}
        let presenter = await loadedPresenter()
        await rates.failNextCall(with: Failure())
        await presenter.choose("JPY", for: .from)
        await rates.failNextCall(with: CancellationError())
        await presenter.choose("JPY", for: .from)

        #expect(view.alerts == [.error("Unable to load the rate of JPY to EUR. Please try again.")])
        #expect(presenter.state == MainFixtures.loaded)
    }

    @Test("without currencies the screen says why and offers Load currencies, which tries again")
    func failedCurrencies() async {
        let presenter = makePresenter()
        await rates.failNextCall(with: RatesError.status(500))

        await presenter.viewDidLoad()

        #expect(
            presenter.state
                == MainFixtures.noCurrencies(
                    notice: "Unable to load currencies. The rates service answered with HTTP status 500."))

        await presenter.perform(.loadCurrencies)

        #expect(presenter.state == MainFixtures.loaded)
    }

    @Test("a cancelled load offers Load currencies without a message; an empty list says so")
    func cancelledAndEmpty() async {
        let presenter = makePresenter()
        await rates.failNextCall(with: CancellationError())
        await presenter.viewDidLoad()
        #expect(presenter.state == MainFixtures.noCurrencies(notice: nil))

        let empty = MainPresenter.make(view: view, rates: FakeRatesService(currencies: []), settings: settings)
        await empty.viewDidLoad()
        #expect(empty.state.notice == "The rates service lists no currencies.")
        #expect(empty.state.offeredActions.allows(.loadCurrencies))
    }

    @Test("the rate failing on launch leaves the result empty and shows the reason")
    func rateFailsOnLaunch() async {
        let failingPresenter = MainPresenter(
            view: view, interactor: FailingRateInteractor(), router: router, timeZone: TestClock.utc)

        await failingPresenter.viewDidLoad()

        #expect(failingPresenter.state == MainFixtures.converter(result: "-", rateText: nil, ratesDate: nil))
        #expect(
            view.alerts == [
                .error(
                    "Unable to load the rate of USD to EUR. The rates service at http://127.0.0.1:9 did not answer within 15 seconds."
                )
            ])
    }

    @Test("settings that cannot be saved are reported on the screen, and the conversion goes on")
    func saveFailure() async {
        let presenter = makePresenter(settings: FailingSettingsStore(error: SettingsError(message: "Disk full.")))
        await presenter.viewDidLoad()

        presenter.type("0")

        #expect(presenter.state.notice == "Disk full.")
        #expect(presenter.state.result == "800 EUR")

        struct Failure: Error {}
        let other = makePresenter(settings: FailingSettingsStore(error: Failure()))
        await other.viewDidLoad()
        other.backspace()
        #expect(other.state.notice == "The settings could not be saved.")
    }

    @Test("About opens through the router")
    func about() async {
        await makePresenter().perform(.about)

        #expect(router.routes == [.about])
    }
}

/// A Main interactor whose rates always time out; its currencies are dollars and euros.
@MainActor
private final class FailingRateInteractor: MainInteracting {
    func savedSettings() -> ConverterSettings { .defaults }
    func save(_ settings: ConverterSettings) throws {}
    func currencies() async throws -> LoadedCurrencies {
        LoadedCurrencies(currencies: FakeRatesService.currencies.sorted { $0.code < $1.code })
    }
    func rate(from: String, to: String) async throws -> DatedRate {
        throw RatesError.timedOut(host: "http://127.0.0.1:9", seconds: 15)
    }
}
