@testable import CurrencyConverter

/// The view states of Main over ``FakeRatesService``'s table.
enum MainFixtures {
    static let options = [
        CurrencyOption(code: "EUR", label: "EUR : Euro"),
        CurrencyOption(code: "JPY", label: "JPY : Japanese Yen"),
        CurrencyOption(code: "USD", label: "USD : United States Dollar"),
    ]

    /// The screen while the currencies load on the first launch.
    static let loading = MainViewState(amount: "100", inputCurrency: "USD", outputCurrency: "EUR", isLoading: true)

    /// The first launch once loaded: 100 USD = 80 EUR.
    static let loaded = MainViewState(
        amount: "100", currencies: options, inputCurrency: "USD", outputCurrency: "EUR", convertedAmount: "80",
        rateText: "1 USD = 0.8 EUR")
}
