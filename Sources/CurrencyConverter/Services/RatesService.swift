import Foundation

/// Where currencies and exchange rates come from.
public protocol RatesService: Sendable {
    /// What the About screen says about the rates and the address it opens.
    var source: RatesSource { get }
    /// The day a fixed table's rates were taken (the bundled table's); `nil` when every rate is
    /// fetched live, so that its date is the moment it arrives.
    var tableDate: RatesDate? { get }
    /// Every currency the service can convert, in any order.
    /// - Throws: ``RatesError`` when the list could not be loaded.
    func currencies() async throws -> [Currency]
    /// How much one unit of `from` is worth in `to`.
    /// - Throws: ``RatesError`` when the rate could not be loaded.
    func rate(from: String, to: String) async throws -> Double
}

extension RatesService {
    /// Live rates by default.
    public var tableDate: RatesDate? { nil }
}

/// Where the rates come from, as the About screen tells it.
public struct RatesSource: Equatable, Sendable {
    /// The address of the rates source.
    public var url: URL
    /// One sentence about the rates, e.g. "Live rates from …".
    public var summary: String

    public init(url: URL, summary: String) {
        self.url = url
        self.summary = summary
    }
}
