import Foundation

/// The last currencies and rates a live service gave, kept so that the converter still works,
/// with their date, when the service cannot be reached.
///
/// Bounded: at most ``maximumCurrencies`` currencies (the last list the service gave) and at most
/// ``maximumRates`` rates, the oldest dropped first; a rate of a currency no longer listed is dropped.
public struct SavedRates: Codable, Equatable, Sendable {
    /// One rate as it was fetched.
    public struct Rate: Codable, Equatable, Sendable {
        /// The code of the currency converted from.
        public var from: String
        /// The code of the currency converted to.
        public var to: String
        /// How much one unit of `from` was worth in `to`.
        public var rate: Double
        /// When the service gave it.
        public var fetchedAt: Date

        public init(from: String, to: String, rate: Double, fetchedAt: Date) {
            self.from = from
            self.to = to
            self.rate = rate
            self.fetchedAt = fetchedAt
        }
    }

    /// The most currencies kept.
    public static let maximumCurrencies = 1_000
    /// The most rates kept.
    public static let maximumRates = 300

    /// The last list of currencies, sorted by code.
    public private(set) var currencies: [Currency]
    /// When ``currencies`` were fetched; `nil` while none are kept.
    public private(set) var currenciesFetchedAt: Date?
    /// The rates kept, the oldest fetched first.
    public private(set) var rates: [Rate]

    /// Nothing saved.
    public init() {
        self.init(currencies: [], currenciesFetchedAt: nil, rates: [])
    }

    /// `currencies` and `rates`, trimmed to the bounds and without rates that are not positive numbers.
    public init(currencies: [Currency], currenciesFetchedAt: Date?, rates: [Rate]) {
        self.currencies = Array(currencies.sorted { $0.code < $1.code }.prefix(Self.maximumCurrencies))
        self.currenciesFetchedAt = self.currencies.isEmpty ? nil : currenciesFetchedAt
        self.rates = []
        for rate in rates.sorted(by: { $0.fetchedAt < $1.fetchedAt }) {
            save(rate)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            currencies: try container.decode([Currency].self, forKey: .currencies),
            currenciesFetchedAt: try container.decodeIfPresent(Date.self, forKey: .currenciesFetchedAt),
            rates: try container.decode([Rate].self, forKey: .rates))
    }

    /// The rate of `from` to `to` kept last, if any.
    public func rate(from: String, to: String) -> Rate? {
        rates.last { $0.from == from && $0.to == to }
    }

    /// Keeps `currencies` fetched at `date` instead of the ones kept, and drops the rates of
    /// currencies they no longer list.
    public mutating func saveCurrencies(_ currencies: [Currency], at date: Date) {
        self = SavedRates(currencies: currencies, currenciesFetchedAt: date, rates: rates)
    }

    /// Keeps `rate`, replacing the one kept for its pair; the oldest rate goes when there are too many.
    public mutating func save(_ rate: Rate) {
        guard rate.rate.isFinite, rate.rate > 0, isListed(rate.from), isListed(rate.to) else { return }
        rates.removeAll { $0.from == rate.from && $0.to == rate.to }
        rates.append(rate)
        if rates.count > Self.maximumRates { rates.removeFirst(rates.count - Self.maximumRates) }
    }

    /// Whether `code` is among the currencies kept (any code while none are kept).
    private func isListed(_ code: String) -> Bool {
        currencies.isEmpty || currencies.contains { $0.code == code }
    }
}
