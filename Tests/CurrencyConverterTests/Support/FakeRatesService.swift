import CurrencyConverter
import Foundation
import VIPERKit

/// A ``RatesService`` over a small table that records its calls and fails the next call when told.
actor FakeRatesService: RatesService {
    enum Call: Equatable {
        case currencies
        case rate(String, String)
    }

    nonisolated let source = RatesSource(
        url: URL(string: "https://rates.example/api/v5")!, summary: "Live rates from https://rates.example.")
    nonisolated let tableDate: RatesDate?
    private let currencyList: [Currency]
    private let perDollar: [String: Double]
    private var failures: [any Error] = []
    private var outage: (any Error)?
    private(set) var calls: [Call] = []

    /// Dollars, euros and yen (given out of order), 1 USD = 0.8 EUR = 150 JPY; live rates unless
    /// `tableDate` dates them as a fixed table.
    init(
        currencies: [Currency] = FakeRatesService.currencies,
        perDollar: [String: Double] = ["USD": 1, "EUR": 0.8, "JPY": 150], tableDate: RatesDate? = nil
    ) {
        currencyList = currencies
        self.perDollar = perDollar
        self.tableDate = tableDate
    }

    static let currencies = [
        Currency(code: "USD", name: "United States Dollar", symbol: "$"),
        Currency(code: "JPY", name: "Japanese Yen", symbol: "¥"),
        Currency(code: "EUR", name: "Euro", symbol: "€"),
    ]

    /// The next call throws `error`.
    func failNextCall(with error: any Error) {
        failures.append(error)
    }

    func currencies() async throws -> [Currency] {
        calls.append(.currencies)
        try failIfTold()
        return currencyList
    }

    func rate(from: String, to: String) async throws -> Double {
        calls.append(.rate(from, to))
        try failIfTold()
        guard let fromRate = perDollar[from], let toRate = perDollar[to] else { throw RatesError.missingPair("") }
        return toRate / fromRate
    }

    /// Every call throws `error` from now on, until this is called with `nil`.
    func failEveryCall(with error: (any Error)?) {
        outage = error
    }

    private func failIfTold() throws {
        if !failures.isEmpty { throw failures.removeFirst() }
        if let outage { throw outage }
    }
}

/// A settings store whose saves always fail.
struct FailingSettingsStore: SettingsStore {
    let error: any Error

    func load() -> ConverterSettings? { nil }
    func save(_ settings: ConverterSettings) throws { throw error }
}
