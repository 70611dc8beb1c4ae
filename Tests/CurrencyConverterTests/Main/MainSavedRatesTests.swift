import Foundation
import Testing

@testable import CurrencyConverter

@MainActor
@Suite("Main: live rates saved for when the service cannot be reached")
struct MainSavedRatesTests {
    let view = RecordingMainView()
    let rates = FakeRatesService()
    let clock = TestClock("2026-11-26T09:30:00Z")
    let unreachable = RatesError.unreachable(host: "https://rates.example")

    /// What a launch the evening before saved: the three currencies, and 1 USD = 0.9 EUR.
    static let yesterday = SavedRates(
        currencies: FakeRatesService.currencies, currenciesFetchedAt: TestClock.date("2026-11-25T18:00:00Z"),
        rates: [SavedRates.Rate(from: "USD", to: "EUR", rate: 0.9, fetchedAt: TestClock.date("2026-11-25T18:00:00Z"))])

    /// The converter showing yesterday's saved rate, saying why.
    static func savedState(because why: String, notice extra: String = "") -> MainViewState {
        MainFixtures.converter(
            result: "90 EUR", rateText: "1 USD = 0.9 EUR", ratesDate: "Rates as of 25 November 2026 at 18:00",
            notice: "The rates service \(why), so these are the rates saved on 25 November 2026 at 18:00.\(extra)")
    }

    func presenter(cache: any RatesCache, settings: any SettingsStore = InMemorySettingsStore()) -> MainPresenter {
        .make(view: view, rates: rates, settings: settings, cache: cache, clock: clock)
    }

    @Test("a live launch saves the currencies and the rate with the time they arrived; each new rate is added")
    func savesLiveRates() async {
        let cache = InMemoryRatesCache()
        let presenter = presenter(cache: cache)

        await presenter.viewDidLoad()
        clock.set("2026-11-26T09:45:00Z")
        await presenter.choose("JPY", for: .to)

        #expect(
            cache.saved
                == SavedRates(
                    currencies: FakeRatesService.currencies,
                    currenciesFetchedAt: TestClock.date("2026-11-26T09:30:00Z"),
                    rates: [
                        SavedRates.Rate(
                            from: "USD", to: "EUR", rate: 0.8, fetchedAt: TestClock.date("2026-11-26T09:30:00Z")),
                        SavedRates.Rate(
                            from: "USD", to: "JPY", rate: 150, fetchedAt: TestClock.date("2026-11-26T09:45:00Z")),
                    ]))
    }

    @Test("when the service cannot be reached, the saved currencies and rate are used, with their date and why")
    func unreachableService() async {
        await rates.failEveryCall(with: unreachable)
        let presenter = presenter(cache: InMemoryRatesCache(Self.yesterday))

        await presenter.viewDidLoad()

        #expect(presenter.state == Self.savedState(because: "could not be reached"))
        #expect(view.alerts.isEmpty)
    }

    @Test("a service that does not answer in time counts as not reached; one that answers wrongly is named so")
    func otherFailures() async {
        await rates.failEveryCall(with: RatesError.timedOut(host: "https://rates.example", seconds: 15))
        let slow = presenter(cache: InMemoryRatesCache(Self.yesterday))
        await slow.viewDidLoad()
        #expect(slow.state == Self.savedState(because: "could not be reached"))

        await rates.failEveryCall(with: RatesError.status(503))
        let failing = presenter(cache: InMemoryRatesCache(Self.yesterday))
        await failing.viewDidLoad()
        #expect(failing.state == Self.savedState(because: "did not answer as it should"))
    }

    @Test("offline, a pair never fetched fails as before and the saved rate stays; back online, fresh rates replace it")
    func unsavedPairThenOnline() async {
        await rates.failEveryCall(with: unreachable)
        let cache = InMemoryRatesCache(Self.yesterday)
        let presenter = presenter(cache: cache)
        await presenter.viewDidLoad()

        await presenter.choose("JPY", for: .to)

        #expect(presenter.state == Self.savedState(because: "could not be reached"))
        #expect(view.alerts == [.error("Unable to load the rate of USD to JPY. \(unreachable.message)")])

        await rates.failEveryCall(with: nil)
        await presenter.choose("JPY", for: .to)

        #expect(
            presenter.state == MainFixtures.converter(to: "JPY", result: "15000 JPY", rateText: "1 USD = 150 JPY"))
        #expect(cache.saved?.rate(from: "USD", to: "JPY")?.rate == 150)
        #expect(cache.saved?.rate(from: "USD", to: "EUR")?.rate == 0.9)
    }

    @Test("saved currencies without a saved rate: the screen says the currencies are saved ones, and the rate fails")
    func savedCurrenciesOnly() async {
        await rates.failEveryCall(with: unreachable)
        let saved = SavedRates(
            currencies: FakeRatesService.currencies, currenciesFetchedAt: TestClock.date("2026-11-25T18:00:00Z"),
            rates: [])
        let presenter = presenter(cache: InMemoryRatesCache(saved))

        await presenter.viewDidLoad()

        #expect(
            presenter.state
                == MainFixtures.converter(
                    result: "-", rateText: nil, ratesDate: nil,
                    notice:
                        "The rates service could not be reached, so these are the currencies saved on 25 November 2026 at 18:00."
                ))
        #expect(view.alerts == [.error("Unable to load the rate of USD to EUR. \(unreachable.message)")])
    }

    @Test("with nothing saved, or when the user cancels, nothing saved is shown")
    func nothingToFallBackOn() async {
        await rates.failEveryCall(with: unreachable)
        let empty = presenter(cache: InMemoryRatesCache())
        await empty.viewDidLoad()
        #expect(empty.state == MainFixtures.noCurrencies(notice: "Unable to load currencies. \(unreachable.message)"))

        await rates.failEveryCall(with: CancellationError())
        let cancelled = presenter(cache: InMemoryRatesCache(Self.yesterday))
        await cancelled.viewDidLoad()
        #expect(cancelled.state == MainFixtures.noCurrencies(notice: nil))
    }

    @Test("settings that cannot be saved are reported after the saved rates' notice")
    func bothNotices() async {
        await rates.failEveryCall(with: unreachable)
        let presenter = presenter(
            cache: InMemoryRatesCache(Self.yesterday),
            settings: FailingSettingsStore(error: SettingsError(message: "Disk full.")))
        await presenter.viewDidLoad()

        presenter.backspace()

        #expect(
            presenter.state
                == MainFixtures.converter(
                    amount: "10", result: "9 EUR", rateText: "1 USD = 0.9 EUR",
                    ratesDate: "Rates as of 25 November 2026 at 18:00",
                    notice:
                        "The rates service could not be reached, so these are the rates saved on 25 November 2026 at 18:00. Disk full."
                ))
    }

    @Test("the bundled table needs no cache: nothing is saved")
    func tableSavesNothing() async {
        let cache = InMemoryRatesCache()
        let table = MainPresenter.make(
            view: view, rates: FakeRatesService(tableDate: .day(year: 2025, month: 1, day: 2)), cache: cache)

        await table.viewDidLoad()
        await table.choose("JPY", for: .to)

        #expect(table.state.ratesDate == "Rates as of 2 January 2025")
        #expect(cache.saved == nil)
    }

    @Test("a damaged cache file is ignored: offline the app says why it has no currencies, online it replaces the file")
    func damagedCacheFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("MainSavedRatesTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("rates-cache.json")
        try Data(#"{"currencies": [{"code": "USD"}], "rates": 7"#.utf8).write(to: file)

        await rates.failEveryCall(with: unreachable)
        let offline = presenter(cache: FileRatesCache(fileURL: file))
        await offline.viewDidLoad()
        #expect(offline.state == MainFixtures.noCurrencies(notice: "Unable to load currencies. \(unreachable.message)"))

        await rates.failEveryCall(with: nil)
        let online = presenter(cache: FileRatesCache(fileURL: file))
        await online.viewDidLoad()
        #expect(online.state == MainFixtures.loaded)
        #expect(FileRatesCache(fileURL: file).load()?.rate(from: "USD", to: "EUR")?.rate == 0.8)
    }

    @Test("a cache that cannot be written does not stop the converter")
    func unwritableCache() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("MainSavedRatesTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("file")
        try Data().write(to: blocker)
        let presenter = presenter(cache: FileRatesCache(fileURL: blocker.appendingPathComponent("rates-cache.json")))

        await presenter.viewDidLoad()
        await presenter.choose("JPY", for: .to)

        #expect(
            presenter.state == MainFixtures.converter(to: "JPY", result: "15000 JPY", rateText: "1 USD = 150 JPY"))
        #expect(view.alerts.isEmpty)
    }
}
