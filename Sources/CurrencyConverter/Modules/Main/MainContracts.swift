import VIPERKit

/// One choice of the currency pickers.
public struct CurrencyOption: Equatable, Sendable {
    public var code: String
    /// "CODE : Full Name", e.g. "USD : United States Dollar".
    public var label: String

    public init(code: String, label: String) {
        self.code = code
        self.label = label
    }
}

/// Everything the Main screen shows, rendered in one call.
public struct MainViewState: Equatable, Sendable {
    public var title: String
    /// The amount as typed, with "." as its decimal separator.
    public var amount: String
    /// What both pickers list, sorted by code; empty while no currencies are loaded.
    public var currencies: [CurrencyOption]
    /// The code converted from.
    public var inputCurrency: String
    /// The code converted to.
    public var outputCurrency: String
    /// The amount in the output currency, e.g. "96.59"; `nil` while no rate is known.
    public var convertedAmount: String?
    /// "1 USD = 0.9659 EUR"; `nil` while no rate is known.
    public var rateText: String?
    /// A request runs: show the loading indicator.
    public var isLoading: Bool
    /// No currencies could be loaded: offer "Load currencies".
    public var canLoadCurrencies: Bool
    /// A sentence about something that went wrong and stays wrong (no currencies, settings not saved).
    public var notice: String?

    public init(
        title: String = "Converter", amount: String, currencies: [CurrencyOption] = [], inputCurrency: String,
        outputCurrency: String, convertedAmount: String? = nil, rateText: String? = nil, isLoading: Bool = false,
        canLoadCurrencies: Bool = false, notice: String? = nil
    ) {
        self.title = title
        self.amount = amount
        self.currencies = currencies
        self.inputCurrency = inputCurrency
        self.outputCurrency = outputCurrency
        self.convertedAmount = convertedAmount
        self.rateText = rateText
        self.isLoading = isLoading
        self.canLoadCurrencies = canLoadCurrencies
        self.notice = notice
    }
}

/// Presenter → view for the Main screen.
@MainActor
public protocol MainView: Screen, AlertDisplaying {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any MainPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: MainViewState)
}

/// View → presenter for the Main screen. Currencies and the rate load in `viewDidLoad()`.
@MainActor
public protocol MainPresenting: LifecycleForwarding {
    /// A character typed into the amount; the rules decide whether it is kept.
    func didTypeAmount(_ character: Character)
    /// Backspace in the amount: removes its last character.
    func didTapBackspace()
    /// The user picked the currency to convert from; its rate is fetched.
    func didSelectInputCurrency(_ code: String) async
    /// The user picked the currency to convert to; its rate is fetched.
    func didSelectOutputCurrency(_ code: String) async
    /// Loads the currencies again, after a failure.
    func didTapLoadCurrencies() async
    /// Opens About.
    func didTapAbout()
}

/// Presenter → interactor for the Main screen.
@MainActor
protocol MainInteracting: AnyObject {
    /// The settings saved last, or the defaults.
    func savedSettings() -> ConverterSettings
    /// Keeps `settings` for the next launch.
    func save(_ settings: ConverterSettings) throws
    /// Every currency, sorted by code.
    func currencies() async throws -> [Currency]
    /// One unit of `from` in `to` (1 for the same currency, without asking the service).
    func rate(from: String, to: String) async throws -> Double
}

/// Presenter → router for the Main screen.
@MainActor
protocol MainRouting: AnyObject {
    /// Shows About over Main.
    func showAbout()
}
