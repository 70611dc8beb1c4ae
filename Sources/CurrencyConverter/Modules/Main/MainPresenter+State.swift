import VIPERKit

/// What the Main screen shows, made from the presenter's settings, currencies and rate.
extension MainPresenter {
    static let title = "Converter"
    static let noCurrencies = "The rates service lists no currencies."
    static let amountLabel = "Amount"
    static let resultLabel = "Result"
    static let searchPrompt = "Search by code or name"
    static let closePicker = "Cancel"
    /// What the result says while no rate is known.
    static let noResult = "-"

    func makeState() -> MainViewState {
        let options = currencies.map(Self.option)
        func choice(_ side: CurrencySide, code: String) -> CurrencyChoice {
            CurrencyChoice(
                label: Self.label(of: side), code: code, text: options.first { $0.code == code }?.label ?? code,
                pick: ScreenAction(.openPicker(side), Self.label(of: side), isEnabled: !options.isEmpty))
        }
        return MainViewState(
            title: Self.title, amountLabel: Self.amountLabel, amount: settings.amount, currencies: options,
            picker: picking.map(makePicker),
            input: choice(.from, code: settings.inputCurrency),
            output: choice(.to, code: settings.outputCurrency),
            resultLabel: Self.resultLabel,
            result: rate.map {
                "\(Conversion.convertedAmount(settings.amount, rate: $0.value)) \(settings.outputCurrency)"
            }
                ?? Self.noResult,
            rateText: rate.map {
                Conversion.rateText(from: settings.inputCurrency, to: settings.outputCurrency, rate: $0.value)
            },
            ratesDate: rate?.date.map { "Rates as of \($0.text(in: timeZone))" },
            notice: notice, isLoading: isLoading,
            loadCurrencies: !isLoading && currencies.isEmpty
                ? ScreenAction(.loadCurrencies, "Load currencies", role: .primary) : nil,
            swap: currencies.isEmpty
                ? nil : ScreenAction(.swap, "Swap", isEnabled: !isLoading, label: "Swap the currencies"),
            clear: ScreenAction(.clear, "Clear", isEnabled: !settings.amount.isEmpty, label: "Clear the amount"),
            about: ScreenAction(.about, "About"))
    }

    /// `side`'s open list: its prompt, the search and what it matches.
    private func makePicker(_ side: CurrencySide) -> CurrencyPicker {
        let matches = CurrencySearch.matching(currencies, query: search).map(Self.option)
        let query = CurrencySearch.trimmed(search)
        return CurrencyPicker(
            side: side, prompt: side == .from ? "Convert from:" : "Convert to:", search: search,
            searchPrompt: Self.searchPrompt, matches: matches,
            noMatch: matches.isEmpty && !query.isEmpty ? "No currency matches \"\(query)\"." : nil,
            current: side == .from ? settings.inputCurrency : settings.outputCurrency,
            close: ScreenAction(.closePicker, Self.closePicker, role: .cancel))
    }

    /// What `side`'s field is called: "From" or "To".
    private static func label(of side: CurrencySide) -> String {
        side == .from ? "From" : "To"
    }

    /// Every sentence about what stays wrong, in one notice: no currencies, saved rates shown, settings not saved.
    private var notice: String? {
        let sentences = [loadProblem, fallbackNotice, saveProblem].compactMap(\.self)
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// Why saved rates (or, without a rate, saved currencies) are shown, and when they were saved.
    private var fallbackNotice: String? {
        let (fallback, what) =
            if let rate { (rate.fallback, "rates") } else { (currenciesFallback, "currencies") }
        guard let fallback else { return nil }
        let why =
            switch fallback.reason {
            case .unreachable: "could not be reached"
            case .failed: "did not answer as it should"
            }
        let date = RatesDate.moment(fallback.savedAt).text(in: timeZone)
        return "The rates service \(why), so these are the \(what) saved on \(date)."
    }

    private static func option(_ currency: Currency) -> CurrencyOption {
        CurrencyOption(code: currency.code, label: "\(currency.code) : \(currency.name)")
    }
}
