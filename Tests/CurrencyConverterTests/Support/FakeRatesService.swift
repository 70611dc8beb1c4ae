import CurrencyConverter
import Foundation

/// A ``RatesService`` over a small table that records its calls and fails the next call when told.
actor FakeRatesService: RatesService {
    enum Call: Equatable {
        case currencies
        case rate(String, String)
    }

    nonisolated let source = RatesSource(
        url: URL(string: "https://rates.example/api/v5")!, summary: "Live rates from https://rates.example.")
    private let currencyList: [Currency]
    private let perDollar: [String: Double]
    private var failures: [any Error] = []
    private(set) var calls: [Call] = []

    /// Dollars, euros and yen (given out of order), 1 USD = 0.8 EUR = 150 JPY.
    init(
        currencies: [Currency] = FakeRatesService.currencies,
        perDollar: [String: Double] = ["USD": 1, "EUR": 0.8, "JPY": 150]
    ) {
        currencyList = currencies
        self.perDollar = perDollar
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

    private func failIfTold() throws {
        if !failures.isEmpty { throw failures.removeFirst() }
    }
}

/// A ``LinkOpening`` that records the addresses it was asked to open, or fails with `failure`.
final class RecordingLinkOpener: LinkOpening, @unchecked Sendable {
    // @unchecked: `opened` is only touched with `lock` held.
    private let lock = NSLock()
    private var recorded: [URL] = []
    let failure: (any Error)?

    init(failure: (any Error)? = nil) {
        self.failure = failure
    }

    var opened: [URL] { lock.withLock { recorded } }

    func open(_ url: URL) async throws {
        lock.withLock { recorded.append(url) }
        if let failure { throw failure }
    }
}

/// A settings store whose saves always fail.
struct FailingSettingsStore: SettingsStore {
    let error: any Error

    func load() -> ConverterSettings? { nil }
    func save(_ settings: ConverterSettings) throws { throw error }
}
