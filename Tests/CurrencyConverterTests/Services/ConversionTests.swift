import CurrencyConverter
import Testing

@Suite("Conversion and amount rules")
struct ConversionTests {
    @Test("converted amounts are rounded down to 2 decimals and written with a \".\"")
    func converted() {
        #expect(Conversion.convertedAmount("100", rate: 0.29) == "29")
        #expect(Conversion.convertedAmount("100", rate: 1 / 0.92) == "108.69")
        #expect(Conversion.convertedAmount("1234567.5", rate: 2) == "2469135")
        #expect(Conversion.convertedAmount("0.01", rate: 0.5) == "0")
        #expect(Conversion.convertedAmount("", rate: 3) == "0")
        #expect(Conversion.convertedAmount("2.", rate: 1.5) == "3")
    }

    @Test("the rate reads \"1 USD = 0.8 EUR\", to at most 6 decimals")
    func rateText() {
        #expect(Conversion.rateText(from: "USD", to: "EUR", rate: 0.8) == "1 USD = 0.8 EUR")
        #expect(Conversion.rateText(from: "JPY", to: "USD", rate: 1 / 157.32) == "1 JPY = 0.006356 USD")
    }

    @Test("amounts take digits and one separator, never a leading zero")
    func amountRules() {
        #expect(AmountText.appending("5", to: "0") == "5")
        #expect(AmountText.appending("0", to: "0") == "0")
        #expect(AmountText.appending(",", to: "12") == "12.")
        #expect(AmountText.appending(".", to: "1.2") == "1.2")
        #expect(AmountText.appending(".", to: "") == "0.")
        #expect(AmountText.appending("0", to: "0.") == "0.0")
        #expect(AmountText.appending("x", to: "1") == "1")
        #expect(AmountText.removingLast(from: "1.5") == "1.")
        #expect(AmountText.removingLast(from: "") == "")
    }
}
