/// A currency the rates service knows: its ISO code, its full name and its symbol.
public struct Currency: Codable, Equatable, Sendable {
    /// The ISO 4217 code, e.g. "USD".
    public var code: String
    /// The full name, e.g. "United States Dollar".
    public var name: String
    /// The symbol, e.g. "$", when the service gives one.
    public var symbol: String?

    public init(code: String, name: String, symbol: String? = nil) {
        self.code = code
        self.name = name
        self.symbol = symbol
    }
}
