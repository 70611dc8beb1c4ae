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
        func choice(_ label: String, prompt: String, code: String) -> CurrencyChoice {
            CurrencyChoice(
                label: label, prompt: prompt, code: code, text: options.first { $0.code == code }?.label ?? code,
                isEnabled: !options.isEmpty)
        }
        let matching = CurrencySearch.matching(currencies, query: search).map(Self.option)
        let query = CurrencySearch.trimmed(search)
        return MainViewState(
            title: Self.title, amountLabel: Self.amountLabel, amount: settings.amount, currencies: options,
            currencySearch: search, searchPrompt: Self.searchPrompt, closePicker: Self.closePicker,
            matchingCurrencies: matching,
            noMatch: matching.isEmpty && !query.isEmpty ? "No currency matches \"\(query)\"." : nil,
            input: choice("From", prompt: "Convert from:", code: settings.inputCurrency),
            output: choice("To", prompt: "Convert to:", code: settings.outputCurrency),
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
