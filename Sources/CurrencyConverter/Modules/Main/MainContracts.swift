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

/// The side of the conversion a list of currencies chooses: the currency converted from, or to.
public enum CurrencySide: String, CaseIterable, Sendable {
    case from, to
}

/// What the user can do on the Main screen. Typing the amount and the search are input, through
/// ``MainPresenting/fieldDidChange(_:to:)``.
public enum MainAction: NamedAction {
    /// Loads the currencies again, after a failure.
    case loadCurrencies
    /// Swaps the currencies converted from and to, once the rate of the swapped pair arrives.
    case swap
    /// Empties the amount.
    case clear
    /// Opens About.
    case about
    /// Opens the list of currencies for one side, its search empty.
    case openPicker(CurrencySide)
    /// Chooses the currency with this code in the open list: the list closes and, once the rate of
    /// the new pair arrives, the pair changes.
    case choose(String)
    /// Closes the open list without choosing.
    case closePicker

    public static let names = ActionNames<Self>([
        .plain("load-currencies", .loadCurrencies), .plain("swap", .swap), .plain("clear", .clear),
        .plain("about", .about), .plain("pick-from", .openPicker(.from)), .plain("pick-to", .openPicker(.to)),
        .text("choose", { Self.choose($0) }) { if case .choose(let code) = $0 { code } else { nil } },
        .plain("close-picker", .closePicker),
    ])
}

/// One side of the conversion: the currency converted from or to, chosen among the currencies.
public struct CurrencyChoice: Equatable, Sendable {
    /// What the field is: "From" or "To".
    public var label: String
    /// The chosen currency's code.
    public var code: String
    /// The chosen currency as shown: its option's label, or the code alone while it is not listed.
    public var text: String
    /// Opens the list of currencies for this side, titled as the field ("From"); enabled while
    /// some are listed.
    public var pick: ScreenAction<MainAction>

    public init(label: String, code: String, text: String, pick: ScreenAction<MainAction>) {
        self.label = label
        self.code = code
        self.text = text
        self.pick = pick
    }

    /// Whether another currency can be chosen now.
    public var isEnabled: Bool { pick.isEnabled }
}

/// The open list of currencies: which side it chooses, its search and the currencies it matches.
public struct CurrencyPicker: Equatable, Sendable {
    /// The side the list chooses.
    public var side: CurrencySide
    /// What the list asks: "Convert from:" or "Convert to:".
    public var prompt: String
    /// The search as typed (at most ``CurrencySearch/maximumLength`` characters).
    public var search: String
    /// What the search field asks: "Search by code or name".
    public var searchPrompt: String
    /// The currencies that match ``search``, in the order of the state's currencies; all of them
    /// while the search is empty.
    public var matches: [CurrencyOption]
    /// `No currency matches "xyz".` when the search finds nothing; `nil` otherwise.
    public var noMatch: String?
    /// The code of the side's currency now, marked in the list.
    public var current: String
    /// "Cancel": closes the list without choosing (also Back and Escape).
    public var close: ScreenAction<MainAction>

    public init(
        side: CurrencySide, prompt: String, search: String, searchPrompt: String, matches: [CurrencyOption],
        noMatch: String?, current: String, close: ScreenAction<MainAction>
    ) {
        self.side = side
        self.prompt = prompt
        self.search = search
        self.searchPrompt = searchPrompt
        self.matches = matches
        self.noMatch = noMatch
        self.current = current
        self.close = close
    }
}

/// Everything the Main screen shows, rendered in one call.
public struct MainViewState: ScreenState {
    public var title: String
    /// What the amount field is: "Amount".
    public var amountLabel: String
    /// The amount as typed, with "." as its decimal separator.
    public var amount: String
    /// What the lists of currencies offer, sorted by code; empty while no currencies are loaded.
    public var currencies: [CurrencyOption]
    /// The open list of currencies; `nil` shows the converter.
    public var picker: CurrencyPicker?
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

    public init(
        title: String, amountLabel: String, amount: String, currencies: [CurrencyOption] = [],
        picker: CurrencyPicker? = nil, input: CurrencyChoice, output: CurrencyChoice, resultLabel: String,
        result: String,
        rateText: String? = nil, ratesDate: String? = nil, notice: String? = nil, isLoading: Bool = false,
        loadCurrencies: ScreenAction<MainAction>? = nil, swap: ScreenAction<MainAction>? = nil,
        clear: ScreenAction<MainAction>? = nil, about: ScreenAction<MainAction>? = nil
    ) {
        self.title = title
        self.amountLabel = amountLabel
        self.amount = amount
        self.currencies = currencies
        self.picker = picker
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
        let none = CurrencyChoice(
            label: "", code: "", text: "", pick: ScreenAction(.openPicker(.from), "", isEnabled: false))
        self.init(title: "", amountLabel: "", amount: "", input: none, output: none, resultLabel: "", result: "")
    }

    /// While a list is open: choosing any currency, then closing the list. Otherwise the
    /// converter's actions, opening either list among them.
    public var offeredActions: [ScreenAction<MainAction>] {
        if let picker {
            return currencies.map { ScreenAction(.choose($0.code), $0.label) } + [picker.close]
        }
        return [loadCurrencies, input.pick, output.pick, swap, clear, about].compactMap(\.self)
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
    /// The search in the open list of currencies.
    case search
}

/// View → presenter for the Main screen. Currencies and the rate load in `viewDidLoad()`; every
/// action the state offers goes to `perform(_:)` (choosing a currency among them), and the text
/// fields report their text.
@MainActor
public protocol MainPresenting: LifecycleForwarding, ActionPerforming<MainAction> {
    /// `field` now reads `text`, whatever changed it (a key typed at its end, Backspace, a browser's
    /// whole field). The amount becomes what the rules keep of it, typed from an empty field; the
    /// search of the open list is cut to ``CurrencySearch/maximumLength`` characters (`""` lists
    /// every currency again), and is ignored while no list is open.
    func fieldDidChange(_ field: MainField, to text: String)
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
