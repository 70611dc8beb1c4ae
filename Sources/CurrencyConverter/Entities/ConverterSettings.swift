/// What the converter keeps between launches: the amount typed and both currencies.
public struct ConverterSettings: Codable, Equatable, Sendable {
    /// The amount as typed, with "." as its decimal separator.
    public var amount: String
    /// The code of the currency converted from.
    public var inputCurrency: String
    /// The code of the currency converted to.
    public var outputCurrency: String

    public init(amount: String, inputCurrency: String, outputCurrency: String) {
        self.amount = amount
        self.inputCurrency = inputCurrency
        self.outputCurrency = outputCurrency
    }

    /// The first launch: 100 US dollars to euros.
    public static let defaults = ConverterSettings(amount: "100", inputCurrency: "USD", outputCurrency: "EUR")
}
