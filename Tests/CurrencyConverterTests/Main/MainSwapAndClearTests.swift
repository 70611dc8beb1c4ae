import Testing
import VIPERKit

@testable import CurrencyConverter

@MainActor
@Suite("Main: swap and clear")
struct MainSwapAndClearTests: MainPresenterSuite {
    let view = RecordingMainView()
    let rates = FakeRatesService()
    let settings = InMemorySettingsStore()

    @Test("Swap fetches the rate of the swapped pair; only when it arrives do the currencies swap, and they are saved")
    func swap() async {
        let presenter = await loadedPresenter()
        let rendered = view.states.count

        await presenter.perform(.swap)

        let swapped = MainFixtures.converter(
            from: "EUR", to: "USD", result: "125 USD", rateText: "1 EUR = 1.25 USD")
        #expect(
            Array(view.states.dropFirst(rendered)) == [
                MainFixtures.converter(isLoading: true),
                MainFixtures.converter(
                    from: "EUR", to: "USD", result: "125 USD", rateText: "1 EUR = 1.25 USD", isLoading: true),
                swapped,
            ])
        #expect(
            view.states[rendered].swap == ScreenAction(.swap, "Swap", isEnabled: false, label: "Swap the currencies"))
        #expect(settings.saved == ConverterSettings(amount: "100", inputCurrency: "EUR", outputCurrency: "USD"))
        #expect(await rates.calls == [.currencies, .rate("USD", "EUR"), .rate("EUR", "USD")])
    }

    @Test("a swap whose rate fails leaves the currencies as they were and says why")
    func failedSwap() async {
        let presenter = await loadedPresenter()
        await rates.failNextCall(with: RatesError.status(502))

        await presenter.perform(.swap)

        #expect(presenter.state == MainFixtures.loaded)
        #expect(
            view.alerts == [
                .error("Unable to load the rate of EUR to USD. The rates service answered with HTTP status 502.")
            ])
        #expect(settings.saved == nil)
    }

    @Test("Swap is not offered before currencies are listed, nor when none could be loaded")
    func swapNeedsCurrencies() async {
        let presenter = MainPresenter.make(view: view, rates: rates)
        #expect(presenter.state.swap == nil)
        await rates.failNextCall(with: RatesError.status(500))

        await presenter.viewDidLoad()

        #expect(view.states.first?.swap == nil)
        #expect(!presenter.state.offeredActions.contains { $0.id == .swap })
    }

    @Test("Clear empties the amount and saves it; then Clear is shown but disabled until a digit is typed")
    func clear() async {
        let presenter = await loadedPresenter()
        #expect(presenter.state.offeredActions.allows(.clear))

        await presenter.perform(.clear)

        #expect(presenter.state == MainFixtures.converter(amount: "", result: "0 EUR"))
        #expect(presenter.state.clear == ScreenAction(.clear, "Clear", isEnabled: false, label: "Clear the amount"))
        #expect(settings.saved == ConverterSettings(amount: "", inputCurrency: "USD", outputCurrency: "EUR"))

        presenter.type("7")
        #expect(presenter.state == MainFixtures.converter(amount: "7", result: "5.6 EUR"))
        #expect(presenter.state.offeredActions.allows(.clear))
    }

    @Test("the actions name their rendering and decoding: \"swap\" and \"clear\"")
    func actionNames() {
        #expect(MainAction.swap.name == "swap")
        #expect(MainAction.clear.name == "clear")
        #expect(MainAction(name: "swap", argument: nil) == .swap)
        #expect(MainAction(name: "clear", argument: nil) == .clear)
    }
}
