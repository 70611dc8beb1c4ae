import Foundation

/// A ``RatesService`` answering from a fixed table of rates; the app bundles one
/// (`Resources/rates.json`) so that it works without a network.
public struct TableRatesService: RatesService {
    public let table: RatesTable
    public let source: RatesSource

    public init(table: RatesTable, source: RatesSource) {
        self.table = table
        self.source = source
    }

    /// The table bundled with the app.
    /// - Throws: ``RatesError/unreadableTable`` when the bundled file is missing or damaged.
    public static func bundled() throws -> TableRatesService {
        guard let url = Bundle.module.url(forResource: "rates", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { throw RatesError.unreadableTable }
        let table = try RatesTable(json: data)
        return TableRatesService(
            table: table,
            source: RatesSource(
                url: table.sourceURL,
                summary:
                    "Offline rates bundled with the app, dated \(table.date) (run with --rates-url for live rates)."
            ))
    }

    /// The table's ``RatesTable/date``.
    public var tableDate: RatesDate? {
        RatesDate(isoDay: table.date)
    }

    public func currencies() async throws -> [Currency] {
        table.currencies.map { Currency(code: $0.key, name: $0.value.currencyName, symbol: $0.value.currencySymbol) }
    }

    public func rate(from: String, to: String) async throws -> Double {
        guard let fromRate = table.currencies[from]?.perDollar else { throw RatesError.unknownCurrency(from) }
        guard let toRate = table.currencies[to]?.perDollar else { throw RatesError.unknownCurrency(to) }
        return toRate / fromRate
    }
}

/// A table of currencies and their rates against the US dollar, as `Resources/rates.json` holds it.
public struct RatesTable: Decodable, Equatable, Sendable {
    /// One currency of the table.
    public struct Entry: Decodable, Equatable, Sendable {
        public var currencyName: String
        public var currencySymbol: String?
        /// How many units of this currency one US dollar buys.
        public var perDollar: Double

        public init(currencyName: String, currencySymbol: String?, perDollar: Double) {
            self.currencyName = currencyName
            self.currencySymbol = currencySymbol
            self.perDollar = perDollar
        }
    }

    /// The day the rates were taken, e.g. "2025-01-02".
    public var date: String
    /// Where they were taken from.
    public var sourceURL: URL
    /// The currencies by code.
    public var currencies: [String: Entry]

    public init(date: String, sourceURL: URL, currencies: [String: Entry]) {
        self.date = date
        self.sourceURL = sourceURL
        self.currencies = currencies
    }

    /// Reads a table from its JSON. - Throws: ``RatesError/unreadableTable`` when it is not one.
    public init(json: Data) throws {
        do {
            self = try JSONDecoder().decode(RatesTable.self, from: json)
        } catch {
            throw RatesError.unreadableTable
        }
    }
}
