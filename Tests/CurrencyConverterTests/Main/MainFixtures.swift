import VIPERKit

@testable import CurrencyConverter

/// The view states of Main over ``FakeRatesService``'s table, its live rates fetched at the
/// ``TestClock``'s 26 November 2026, 09:30 UTC.
enum MainFixtures {
    static let options = [
        CurrencyOption(code: "EUR", label: "EUR : Euro"),
        CurrencyOption(code: "JPY", label: "JPY : Japanese Yen"),
        CurrencyOption(code: "USD", label: "USD : United States Dollar"),
    ]

    /// The date of a rate fetched at the test clock's time.
    static let fetchedNow = "Rates as of 26 November 2026 at 09:30"

    /// The screen while the currencies load on the first launch.
    static let loading = converter(currencies: [], result: "-", rateText: nil, ratesDate: nil, isLoading: true)

    /// The first launch once loaded: 100 USD = 80 EUR.
    static let loaded = converter()

    /// Main converting `amount` from `input` to `output`, listing `currencies`, with `picker` open
    /// (none by default): each currency shows its option's label (its code while not listed) and
    /// can be chosen while some are listed; Swap is offered with currencies and disabled while
    /// loading, Clear enabled with an amount, About always offered, Load currencies only when
    /// `offersLoad`.
    static func converter(
        amount: String = "100", from input: String = "USD", to output: String = "EUR",
        currencies: [CurrencyOption] = options, picker: CurrencyPicker? = nil, result: String = "80 EUR",
        rateText: String? = "1 USD = 0.8 EUR", ratesDate: String? = fetchedNow, notice: String? = nil,
        isLoading: Bool = false, offersLoad: Bool = false
    ) -> MainViewState {
        func choice(_ side: CurrencySide, label: String, code: String) -> CurrencyChoice {
            CurrencyChoice(
                label: label, code: code, text: currencies.first { $0.code == code }?.label ?? code,
                pick: ScreenAction(.openPicker(side), label, isEnabled: !currencies.isEmpty))
        }
        return MainViewState(
            title: "Converter", amountLabel: "Amount", amount: amount, currencies: currencies, picker: picker,
            input: choice(.from, label: "From", code: input),
            output: choice(.to, label: "To", code: output), resultLabel: "Result", result: result,
            rateText: rateText, ratesDate: ratesDate, notice: notice, isLoading: isLoading,
            loadCurrencies: offersLoad ? ScreenAction(.loadCurrencies, "Load currencies", role: .primary) : nil,
            swap: currencies.isEmpty
                ? nil : ScreenAction(.swap, "Swap", isEnabled: !isLoading, label: "Swap the currencies"),
            clear: ScreenAction(.clear, "Clear", isEnabled: !amount.isEmpty, label: "Clear the amount"),
            about: ScreenAction(.about, "About"))
    }

    /// The open list of currencies for `side`, searching `search` and matching `matches`, with
    /// `current` marked.
    static func picker(
        _ side: CurrencySide, search: String = "", matches: [CurrencyOption] = options, noMatch: String? = nil,
        current: String
    ) -> CurrencyPicker {
        CurrencyPicker(
            side: side, prompt: side == .from ? "Convert from:" : "Convert to:", search: search,
            searchPrompt: "Search by code or name", matches: matches, noMatch: noMatch, current: current,
            close: ScreenAction(.closePicker, "Cancel", role: .cancel))
    }

    /// Main without currencies, saying `notice` and offering Load currencies.
    static func noCurrencies(notice: String?) -> MainViewState {
        converter(currencies: [], result: "-", rateText: nil, ratesDate: nil, notice: notice, offersLoad: true)
    }
}
