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
    private let requests: RequestRunner
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
        requests = RequestRunner(view: view, failures: .currencyConverter)
        state = makeState()
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    /// Whether a request runs.
    var isLoading: Bool { requests.isLoading }

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

    func fieldDidChange(_ field: MainField, to text: String) {
        switch field {
        case .amount: setAmount(AmountText.accepting(text))
        case .search: search(text)
        }
    }

    func didSelectInputCurrency(_ code: String) async {
        await changePair(to: code, settings.outputCurrency)
    }

    func didSelectOutputCurrency(_ code: String) async {
        await changePair(to: settings.inputCurrency, code)
    }

    private func search(_ query: String) {
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

    /// Loads the currencies, then the rate of the saved pair (or of the pair that replaces it
    /// when the service no longer lists one of its currencies), in one loading period.
    private func loadCurrencies() async {
        await requests.run(failure: Self.rateFailure(settings.inputCurrency, settings.outputCurrency)) {
            guard await loadCurrencyList() else { return }
            keepListedPair()
            rate = try await interactor.rate(from: settings.inputCurrency, to: settings.outputCurrency)
        }
    }

    /// Loads the currencies; a failure stays on the screen as a notice.
    /// - Returns: whether there are currencies.
    private func loadCurrencyList() async -> Bool {
        do {
            let list = try await interactor.currencies()
            currencies = list.currencies
            currenciesFallback = list.fallback
            loadProblem = currencies.isEmpty ? Self.noCurrencies : nil
        } catch {
            loadProblem = requests.sentence(for: error, failure: Self.currenciesFailure)
            currencies = []
            currenciesFallback = nil
        }
        return !currencies.isEmpty
    }

    /// Replaces a currency of the pair the service no longer lists with USD or EUR, else with
    /// the first currency listed.
    private func keepListedPair() {
        let codes = Set(currencies.map(\.code))
        let fallback = ConverterSettings.defaults
        func listed(_ code: String, else other: String) -> String {
            codes.contains(code) ? code : codes.contains(other) ? other : currencies[0].code
        }
        settings.inputCurrency = listed(settings.inputCurrency, else: fallback.inputCurrency)
        settings.outputCurrency = listed(settings.outputCurrency, else: fallback.outputCurrency)
    }

    /// Fetches the rate of `input` to `output`; only when it arrives does the pair change.
    private func changePair(to input: String, _ output: String) async {
        guard input != settings.inputCurrency || output != settings.outputCurrency else { return }
        await requests.run(failure: Self.rateFailure(input, output)) {
            let newRate = try await interactor.rate(from: input, to: output)
            settings.inputCurrency = input
            settings.outputCurrency = output
            rate = newRate
            save()
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

    private func update() {
        state = makeState()
    }
}
