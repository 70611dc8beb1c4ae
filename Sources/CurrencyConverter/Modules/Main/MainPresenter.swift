import Foundation
import VIPERKit

/// Converts as the user types, fetches a rate when a currency changes, and keeps the amount
/// and both currencies for the next launch.
@MainActor
final class MainPresenter: MainPresenting {
    static let title = "Converter"
    static let noCurrencies = "The rates service lists no currencies."
    static let amountLabel = "Amount"
    static let resultLabel = "Result"
    /// What the result says while no rate is known.
    static let noResult = "-"

    private weak var view: (any MainView)?
    private let interactor: any MainInteracting
    private let router: any MainRouting
    private var settings = ConverterSettings.defaults
    private var currencies: [Currency] = []
    private var rate: Double?
    private var isLoading = false
    private var loadProblem: String?
    private var saveProblem: String?

    private(set) var state = MainViewState() {
        didSet { view?.render(state) }
    }

    init(view: any MainView, interactor: any MainInteracting, router: any MainRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
        state = makeState()
    }

    func viewDidLoad() async {
        settings = interactor.savedSettings()
        await loadCurrencies()
    }

    func perform(_ action: MainAction) async {
        switch action {
        case .loadCurrencies: await didTapLoadCurrencies()
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

    func didSelectInputCurrency(_ code: String) async {
        await changePair(to: code, settings.outputCurrency)
    }

    func didSelectOutputCurrency(_ code: String) async {
        await changePair(to: settings.inputCurrency, code)
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
            currencies = try await interactor.currencies()
            loadProblem = currencies.isEmpty ? Self.noCurrencies : nil
        } catch {
            loadProblem = Self.reason(error).map { "Unable to load currencies. \($0)" }
            currencies = []
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

    // MARK: State

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

    private func makeState() -> MainViewState {
        let options = currencies.map { CurrencyOption(code: $0.code, label: "\($0.code) : \($0.name)") }
        func choice(_ label: String, prompt: String, code: String) -> CurrencyChoice {
            CurrencyChoice(
                label: label, prompt: prompt, code: code, text: options.first { $0.code == code }?.label ?? code,
                isEnabled: !options.isEmpty)
        }
        return MainViewState(
            title: Self.title, amountLabel: Self.amountLabel, amount: settings.amount, currencies: options,
            input: choice("From", prompt: "Convert from:", code: settings.inputCurrency),
            output: choice("To", prompt: "Convert to:", code: settings.outputCurrency),
            resultLabel: Self.resultLabel,
            result: rate.map { "\(Conversion.convertedAmount(settings.amount, rate: $0)) \(settings.outputCurrency)" }
                ?? Self.noResult,
            rateText: rate.map {
                Conversion.rateText(from: settings.inputCurrency, to: settings.outputCurrency, rate: $0)
            },
            notice: loadProblem ?? saveProblem, isLoading: isLoading,
            loadCurrencies: !isLoading && currencies.isEmpty
                ? ScreenAction(.loadCurrencies, "Load currencies", role: .primary) : nil,
            about: ScreenAction(.about, "About"))
    }
}
