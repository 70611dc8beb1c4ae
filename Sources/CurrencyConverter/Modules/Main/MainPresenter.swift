import Foundation
import VIPERKit

/// Converts as the user types, fetches a rate when a currency changes, and keeps the amount
/// and both currencies for the next launch. What the screen shows is made in
/// `MainPresenter+State.swift`.
@MainActor
final class MainPresenter: MainPresenting {
    private weak var view: (any MainView)?
    private let interactor: any MainInteracting
    private let router: any MainRouting
    /// The time zone dates are shown in.
    let timeZone: TimeZone
    private(set) var settings = ConverterSettings.defaults
    private(set) var currencies: [Currency] = []
    /// Why the currencies shown are saved ones, when they are.
    private(set) var currenciesFallback: Fallback?
    private(set) var rate: DatedRate?
    private(set) var search = ""
    private(set) var isLoading = false
    private(set) var loadProblem: String?
    private(set) var saveProblem: String?

    private(set) var state = MainViewState() {
        didSet { view?.render(state) }
    }

    init(view: any MainView, interactor: any MainInteracting, router: any MainRouting, timeZone: TimeZone) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
        state = makeState()
    }

    func viewDidLoad() async {
        settings = interactor.savedSettings()
        await loadCurrencies()
    }

    func perform(_ action: MainAction) async {
        switch action {
        case .loadCurrencies: await didTapLoadCurrencies()
        case .swap: await changePair(to: settings.outputCurrency, settings.inputCurrency)
        case .clear: setAmount("")
        case .about: didTapAbout()
        }
    }

    /// Loads the currencies again, after a failure.
    func didTapLoadCurrencies() async {
        await loadCurrencies()
    }

    func didTypeAmount(_ character: Character) {
        setAmount(AmountText.appending(character, to: settings.amount))
    }

    func didTapBackspace() {
        setAmount(AmountText.removingLast(from: settings.amount))
    }

    func didEditAmount(_ text: String) {
        setAmount(AmountText.accepting(text))
    }

    func didSelectInputCurrency(_ code: String) async {
        await changePair(to: code, settings.outputCurrency)
    }

    func didSelectOutputCurrency(_ code: String) async {
        await changePair(to: settings.inputCurrency, code)
    }

    func didSearchCurrencies(_ query: String) {
        let limited = CurrencySearch.limited(query)
        guard limited != search else { return }
        search = limited
        update()
    }

    /// Opens About.
    func didTapAbout() {
        router.showAbout()
    }

    // MARK: Loading

    private func loadCurrencies() async {
        setLoading(true)
        defer { setLoading(false) }
        do {
            let list = try await interactor.currencies()
            currencies = list.currencies
            currenciesFallback = list.fallback
            loadProblem = currencies.isEmpty ? Self.noCurrencies : nil
        } catch {
            loadProblem = Self.reason(error).map { "Unable to load currencies. \($0)" }
            currencies = []
            currenciesFallback = nil
        }
        guard !currencies.isEmpty else { return }
        let codes = Set(currencies.map(\.code))
        let fallback = ConverterSettings.defaults
        func listed(_ code: String, else other: String) -> String {
            codes.contains(code) ? code : codes.contains(other) ? other : currencies[0].code
        }
        settings.inputCurrency = listed(settings.inputCurrency, else: fallback.inputCurrency)
        settings.outputCurrency = listed(settings.outputCurrency, else: fallback.outputCurrency)
        do {
            rate = try await interactor.rate(from: settings.inputCurrency, to: settings.outputCurrency)
        } catch {
            showRateFailure(error, from: settings.inputCurrency, to: settings.outputCurrency)
        }
    }

    /// Fetches the rate of `input` to `output`; only when it arrives does the pair change.
    private func changePair(to input: String, _ output: String) async {
        guard input != settings.inputCurrency || output != settings.outputCurrency else { return }
        setLoading(true)
        defer { setLoading(false) }
        do {
            let newRate = try await interactor.rate(from: input, to: output)
            settings.inputCurrency = input
            settings.outputCurrency = output
            rate = newRate
            save()
        } catch {
            showRateFailure(error, from: input, to: output)
        }
    }

    private func showRateFailure(_ error: any Error, from input: String, to output: String) {
        guard let reason = Self.reason(error) else { return }
        view?.show(.error("Unable to load the rate of \(input) to \(output). \(reason)"))
    }

    /// The reason of `error` as a sentence; `nil` when the user cancelled.
    private static func reason(_ error: any Error) -> String? {
        switch error {
        case is CancellationError: nil
        case let error as RatesError: error.message
        default: "Please try again."
        }
    }

    // MARK: Changes

    private func setAmount(_ amount: String) {
        guard amount != settings.amount else { return }
        settings.amount = amount
        save()
    }

    private func save() {
        do {
            try interactor.save(settings)
            saveProblem = nil
        } catch let error as SettingsError {
            saveProblem = error.message
        } catch {
            saveProblem = "The settings could not be saved."
        }
        update()
    }

    private func setLoading(_ loading: Bool) {
        isLoading = loading
        update()
    }

    private func update() {
        state = makeState()
    }
}
