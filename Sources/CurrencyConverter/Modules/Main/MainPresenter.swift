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
    /// The side whose list of currencies is open; `nil` shows the converter.
    private(set) var picking: CurrencySide?
    /// The search in the open list.
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
        case .openPicker(let side): openPicker(side)
        case .choose(let code): await choose(code)
        case .closePicker: closePicker()
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

    // MARK: The lists of currencies

    /// Opens `side`'s list with an empty search, while some currencies are listed.
    private func openPicker(_ side: CurrencySide) {
        guard !currencies.isEmpty else { return }
        picking = side
        search = ""
        update()
    }

    private func closePicker() {
        guard picking != nil else { return }
        picking = nil
        search = ""
        update()
    }

    /// Closes the open list and fetches the rate of the pair with `code` on its side; only when
    /// the rate arrives does the pair change.
    private func choose(_ code: String) async {
        guard let side = picking, currencies.contains(where: { $0.code == code }) else { return }
        closePicker()
        switch side {
        case .from: await changePair(to: code, settings.outputCurrency)
        case .to: await changePair(to: settings.inputCurrency, code)
        }
    }

    private func search(_ query: String) {
        let limited = CurrencySearch.limited(query)
        guard picking != nil, limited != search else { return }
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
        if currencies.isEmpty { picking = nil }
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
