import Testing
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverter

@MainActor
@Suite("Main: the lists of currencies")
struct MainPickerTests: MainPresenterSuite {
    let view = RecordingMainView()
    let rates = FakeRatesService()
    let settings = InMemorySettingsStore()

    @Test("From opens the list to convert from, every currency listed and USD marked; the converter's actions give way")
    func openFrom() async {
        let presenter = await loadedPresenter()

        await presenter.perform(.openPicker(.from))

        #expect(presenter.state == MainFixtures.converter(picker: MainFixtures.picker(.from, current: "USD")))
        #expect(
            presenter.state.offeredActions == [
                ScreenAction(.choose("EUR"), "EUR : Euro"), ScreenAction(.choose("JPY"), "JPY : Japanese Yen"),
                ScreenAction(.choose("USD"), "USD : United States Dollar"),
                ScreenAction(.closePicker, "Cancel", role: .cancel),
            ])
        #expect(presenter.state.offeredActions.cancelAction()?.id == .closePicker)
    }

    @Test("To opens the list to convert to, asking \"Convert to:\" with EUR marked")
    func openTo() async {
        let presenter = await loadedPresenter()

        await presenter.perform(.openPicker(.to))

        #expect(presenter.state.picker == MainFixtures.picker(.to, current: "EUR"))
        #expect(presenter.state.picker?.prompt == "Convert to:")
    }

    @Test("the closed converter offers both lists, titled as their fields, among its actions")
    func closedOffers() async {
        let presenter = await loadedPresenter()

        #expect(presenter.state.picker == nil)
        #expect(
            presenter.state.offeredActions.map(\.id) == [.openPicker(.from), .openPicker(.to), .swap, .clear, .about])
        #expect(presenter.state.input.pick == ScreenAction(.openPicker(.from), "From"))
        #expect(presenter.state.output.pick == ScreenAction(.openPicker(.to), "To"))
        #expect(presenter.state.offeredActions.cancelAction() == nil)
    }

    @Test("Cancel closes the list without a change or a fetch, and its search starts empty next time")
    func cancel() async {
        let presenter = await loadedPresenter()
        await presenter.perform(.openPicker(.to))
        presenter.fieldDidChange(.search, to: "yen")

        await presenter.perform(.closePicker)

        #expect(presenter.state == MainFixtures.loaded)
        await presenter.perform(.openPicker(.to))
        #expect(presenter.state.picker?.search == "")
        #expect(await rates.calls == [.currencies, .rate("USD", "EUR")])
    }

    @Test("choosing closes the list at once, then converts once the new pair's rate arrives")
    func choose() async {
        let presenter = await loadedPresenter()
        await presenter.perform(.openPicker(.to))
        let rendered = view.states.count

        await presenter.perform(.choose("JPY"))

        #expect(view.states[rendered] == MainFixtures.loaded)
        #expect(view.states[rendered + 1] == MainFixtures.converter(isLoading: true))
        #expect(
            presenter.state == MainFixtures.converter(to: "JPY", result: "15000 JPY", rateText: "1 USD = 150 JPY"))
        #expect(settings.saved?.outputCurrency == "JPY")
    }

    @Test("a code that is not listed, or a choice with no list open, changes nothing")
    func refusedChoices() async {
        let presenter = await loadedPresenter()

        await presenter.perform(.choose("JPY"))
        #expect(presenter.state == MainFixtures.loaded)

        await presenter.perform(.openPicker(.to))
        await presenter.perform(.choose("XXX"))
        #expect(presenter.state.picker == MainFixtures.picker(.to, current: "EUR"))
        #expect(await rates.calls == [.currencies, .rate("USD", "EUR")])
    }

    @Test("the search is ignored while no list is open")
    func searchWithoutList() async {
        let presenter = await loadedPresenter()
        let rendered = view.states.count

        presenter.fieldDidChange(.search, to: "yen")

        #expect(view.states.count == rendered)
        await presenter.perform(.openPicker(.from))
        #expect(presenter.state.picker?.search == "")
    }

    @Test("no list opens while no currencies are listed, and an open one closes when they are lost")
    func withoutCurrencies() async {
        await rates.failNextCall(with: RatesError.malformed)
        let empty = MainPresenter.make(view: view, rates: rates, settings: settings)
        await empty.viewDidLoad()

        await empty.perform(.openPicker(.from))
        #expect(empty.state.picker == nil)
        #expect(empty.state.input.pick.isEnabled == false)

        let presenter = await loadedPresenter()
        await presenter.perform(.openPicker(.from))
        await rates.failNextCall(with: RatesError.malformed)
        await presenter.perform(.loadCurrencies)
        #expect(presenter.state.picker == nil)
    }

    @Test("Main's actions read back from the names their page carries; a pick names a side")
    func actionNames() {
        ActionNamesCheck.roundTrip(
            [MainAction.loadCurrencies, .swap, .clear, .about, .choose("JPY"), .closePicker]
                + CurrencySide.allCases.map(MainAction.openPicker))
        #expect(MainAction(name: "pick-from", argument: "to") == nil)
        #expect(MainAction(name: "choose", argument: nil) == nil)
    }
}
