import Foundation
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

/// What the user can do on the Main screen. Typing the amount and choosing a currency are input,
/// with methods of their own on ``MainPresenting``.
public enum MainAction: String, ActionIdentifier {
    /// Loads the currencies again, after a failure.
    case loadCurrencies = "load-currencies"
    /// Swaps the currencies converted from and to, once the rate of the swapped pair arrives.
    case swap
    /// Empties the amount.
    case clear
    /// Opens About.
    case about
}

/// One side of the conversion: the currency converted from or to, chosen among the currencies.
public struct CurrencyChoice: Equatable, Sendable {
    /// What the field is: "From" or "To".
    public var label: String
    /// What the list of currencies asks: "Convert from:" or "Convert to:".
    public var prompt: String
    /// The chosen currency's code.
    public var code: String
    /// The chosen currency as shown: its option's label, or the code alone while it is not listed.
    public var text: String
    /// Whether another currency can be chosen now: some are listed.
    public var isEnabled: Bool

    public init(label: String, prompt: String, code: String, text: String, isEnabled: Bool) {
        self.label = label
        self.prompt = prompt
        self.code = code
        self.text = text
        self.isEnabled = isEnabled
    }
}

/// Everything the Main screen shows, rendered in one call.
public struct MainViewState: ScreenState {
    public var title: String
    /// What the amount field is: "Amount".
    public var amountLabel: String
    /// The amount as typed, with "." as its decimal separator.
    public var amount: String
    /// What both pickers list, sorted by code; empty while no currencies are loaded.
    public var currencies: [CurrencyOption]
    /// The search in the pickers as typed (at most ``CurrencySearch/maximumLength`` characters).
    public var currencySearch: String
    /// What the search field asks: "Search by code or name".
    public var searchPrompt: String
    /// What closes the pickers without choosing: "Cancel".
    public var closePicker: String
    /// The currencies that match ``currencySearch``, in the order of ``currencies``; all of them
    /// while the search is empty.
    public var matchingCurrencies: [CurrencyOption]
    /// `No currency matches "xyz".` when the search finds nothing; `nil` otherwise.
    public var noMatch: String?
    /// The currency converted from.
    public var input: CurrencyChoice
    /// The currency converted to.
    public var output: CurrencyChoice
    /// What the result is: "Result".
    public var resultLabel: String
    /// The amount in the output currency, e.g. "96.59 EUR"; "-" while no rate is known.
    public var result: String
    /// "1 USD = 0.9659 EUR"; `nil` while no rate is known.
    public var rateText: String?
    /// When the rate was taken: "Rates as of 2 January 2025" (the bundled table's day) or
    /// "Rates as of 26 November 2026 at 09:30" (when a live rate arrived); `nil` while no rate is known.
    public var ratesDate: String?
    /// A sentence about something that went wrong and stays wrong (no currencies, settings not
    /// saved, saved rates shown because the service could not be reached).
    public var notice: String?
    /// A request runs: show the loading indicator.
    public var isLoading: Bool
    /// "Load currencies", offered while no currencies are loaded and nothing loads.
    public var loadCurrencies: ScreenAction<MainAction>?
    /// "Swap" (label "Swap the currencies"), offered once currencies are listed, disabled while loading.
    public var swap: ScreenAction<MainAction>?
    /// "Clear" (label "Clear the amount"), enabled while the amount is not empty.
    public var clear: ScreenAction<MainAction>?
    /// "About".
    public var about: ScreenAction<MainAction>?

    /// - Parameter matchingCurrencies: `nil` for all of `currencies`.
    public init(
        title: String, amountLabel: String, amount: String, currencies: [CurrencyOption] = [],
        currencySearch: String = "", searchPrompt: String = "", closePicker: String = "",
        matchingCurrencies: [CurrencyOption]? = nil,
        noMatch: String? = nil, input: CurrencyChoice, output: CurrencyChoice, resultLabel: String, result: String,
        rateText: String? = nil, ratesDate: String? = nil, notice: String? = nil, isLoading: Bool = false,
        loadCurrencies: ScreenAction<MainAction>? = nil, swap: ScreenAction<MainAction>? = nil,
        clear: ScreenAction<MainAction>? = nil, about: ScreenAction<MainAction>? = nil
    ) {
        self.title = title
        self.amountLabel = amountLabel
        self.amount = amount
        self.currencies = currencies
        self.currencySearch = currencySearch
        self.searchPrompt = searchPrompt
        self.closePicker = closePicker
        self.matchingCurrencies = matchingCurrencies ?? currencies
        self.noMatch = noMatch
        self.input = input
        self.output = output
        self.resultLabel = resultLabel
        self.result = result
        self.rateText = rateText
        self.ratesDate = ratesDate
        self.notice = notice
        self.isLoading = isLoading
        self.loadCurrencies = loadCurrencies
        self.swap = swap
        self.clear = clear
        self.about = about
    }

    /// Nothing shown yet.
    public init() {
        let none = CurrencyChoice(label: "", prompt: "", code: "", text: "", isEnabled: false)
        self.init(title: "", amountLabel: "", amount: "", input: none, output: none, resultLabel: "", result: "")
    }

    public var offeredActions: [ScreenAction<MainAction>] {
        [loadCurrencies, swap, clear, about].compactMap(\.self)
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

/// The text fields of the Main screen, by the ids front ends bind them with.
public enum MainField: String, CaseIterable, Sendable {
    /// The amount to convert.
    case amount
    /// The search in the currency pickers.
    case search
}

/// View → presenter for the Main screen. Currencies and the rate load in `viewDidLoad()`; every
/// action the state offers goes to `perform(_:)`, and the amount and the currencies are input.
@MainActor
public protocol MainPresenting: LifecycleForwarding, ActionPerforming<MainAction> {
    /// `field` now reads `text`, whatever changed it (a key typed at its end, Backspace, a browser's
    /// whole field). The amount becomes what the rules keep of it, typed from an empty field; the
    /// search in the pickers is cut to ``CurrencySearch/maximumLength`` characters, and `""` shows
    /// every currency again.
    func fieldDidChange(_ field: MainField, to text: String)
    /// The user picked the currency to convert from; its rate is fetched.
    func didSelectInputCurrency(_ code: String) async
    /// The user picked the currency to convert to; its rate is fetched.
    func didSelectOutputCurrency(_ code: String) async
}

/// Presenter → interactor for the Main screen.
@MainActor
protocol MainInteracting: AnyObject {
    /// The settings saved last, or the defaults.
    func savedSettings() -> ConverterSettings
    /// Keeps `settings` for the next launch.
    func save(_ settings: ConverterSettings) throws
    /// Every currency, sorted by code: the service's, else the ones saved when it last gave them.
    func currencies() async throws -> LoadedCurrencies
    /// One unit of `from` in `to` (1 for the same currency, without asking the service), dated:
    /// the service's, else the one saved when it last gave it.
    func rate(from: String, to: String) async throws -> DatedRate
}

/// Why saved currencies or rates are shown instead of the service's.
struct Fallback: Equatable {
    /// What went wrong.
    enum Reason: Equatable {
        /// The service could not be reached or did not answer in time.
        case unreachable
        /// The service answered, but not with what was asked.
        case failed
    }

    /// When what is shown was fetched.
    var savedAt: Date
    var reason: Reason
}

/// The currencies, and why they are saved ones, when they are.
struct LoadedCurrencies: Equatable {
    var currencies: [Currency]
    var fallback: Fallback? = nil
}

/// A rate, when it was taken, and why it is a saved one, when it is.
struct DatedRate: Equatable {
    var value: Double
    /// `nil` for a live currency to itself, which nothing dates.
    var date: RatesDate?
    var fallback: Fallback? = nil
}

/// Presenter → router for the Main screen.
@MainActor
protocol MainRouting: AnyObject {
    /// Shows About over Main.
    func showAbout()
}
