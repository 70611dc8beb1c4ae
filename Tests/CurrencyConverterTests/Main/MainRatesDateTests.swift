import Foundation
import Testing

@testable import CurrencyConverter

@MainActor
@Suite("Main: the date of the rates")
struct MainRatesDateTests {
    let view = RecordingMainView()

    @Test("with the bundled table, the screen says the rates are as of 2 January 2025")
    func bundled() async throws {
        let presenter = MainPresenter(
            view: view,
            interactor: MainInteractor(rates: try TableRatesService.bundled(), settings: InMemorySettingsStore()),
            router: RecordingMainRouter(), timeZone: TestClock.utc)

        await presenter.viewDidLoad()

        #expect(presenter.state.rateText == "1 USD = 0.9659 EUR")
        #expect(presenter.state.ratesDate == "Rates as of 2 January 2025")
    }

    @Test("live rates are dated when they arrived, in the screen's time zone, and a new rate brings its own time")
    func live() async {
        let clock = TestClock("2026-11-26T09:30:00Z")
        let presenter = MainPresenter.make(view: view, rates: FakeRatesService(), clock: clock)

        await presenter.viewDidLoad()
        #expect(presenter.state.ratesDate == "Rates as of 26 November 2026 at 09:30")

        clock.set("2026-11-26T23:05:00Z")
        await presenter.choose("JPY", for: .to)
        #expect(presenter.state.ratesDate == "Rates as of 26 November 2026 at 23:05")

        let tokyo = MainPresenter(
            view: RecordingMainView(),
            interactor: MainInteractor(
                rates: FakeRatesService(), settings: InMemorySettingsStore(), now: { clock.now }),
            router: RecordingMainRouter(), timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        await tokyo.viewDidLoad()
        #expect(tokyo.state.ratesDate == "Rates as of 27 November 2026 at 08:05")
    }

    @Test("no rate, no date")
    func noRate() async {
        let rates = FakeRatesService()
        await rates.failNextCall(with: RatesError.status(500))
        let presenter = MainPresenter.make(view: view, rates: rates)

        await presenter.viewDidLoad()

        #expect(presenter.state.ratesDate == nil)
    }
}
