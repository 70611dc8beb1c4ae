import Foundation

/// Converts an amount with a rate and writes the results for a person (POSIX digits, "." separator).
public enum Conversion {
    /// `amount` times `rate`, rounded down to at most 2 decimals, e.g. "80" or "108.69".
    public static func convertedAmount(_ amount: String, rate: Double) -> String {
        format(AmountText.value(of: amount) * decimal(rate), decimals: 2, rounding: .down)
    }

    /// "1 USD = 0.8 EUR": what one unit of `from` is worth in `to`, to at most 6 decimals.
    public static func rateText(from: String, to: String, rate: Double) -> String {
        "1 \(from) = \(format(decimal(rate), decimals: 6, rounding: .plain)) \(to)"
    }

    /// `rate` as written in the shortest decimal form, so 0.29 stays exactly 0.29.
    private static func decimal(_ rate: Double) -> Decimal {
        Decimal(string: String(rate), locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(rate)
    }

    private static func format(_ value: Decimal, decimals: Int, rounding: NSDecimalNumber.RoundingMode) -> String {
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, decimals, rounding)
        return NSDecimalNumber(decimal: rounded).description(withLocale: Locale(identifier: "en_US_POSIX"))
    }
}
