import CurrencyConverter
import Foundation
import VIPERKit
import VIPERKitTerminalTesting
import VIPERKitTesting

@testable import CurrencyConverterTerminal
@testable import VIPERKitTerminal

/// The terminal app over a small fixed rates table and in-memory settings (see ``TerminalAppHarness``).
final class AppHarness: TerminalAppHarness {
    let rates: any RatesService
    let settings: InMemorySettingsStore
    let links = RecordingLinkOpener()
    let views: TerminalViewFactory
    let factory: ModuleFactory

    /// Dollars, euros, yen and pounds: 1 USD = 0.8 EUR = 150 JPY = 0.75 GBP.
    nonisolated static let table = TableRatesService(
        table: RatesTable(
            date: "2025-01-02", sourceURL: URL(string: "https://free.currencyconverterapi.com")!,
            currencies: [
                "USD": .init(currencyName: "United States Dollar", currencySymbol: "$", perDollar: 1),
                "EUR": .init(currencyName: "Euro", currencySymbol: "€", perDollar: 0.8),
                "JPY": .init(currencyName: "Japanese Yen", currencySymbol: "¥", perDollar: 150),
                "GBP": .init(currencyName: "British Pound", currencySymbol: "£", perDollar: 0.75),
            ]),
        source: RatesSource(
            url: URL(string: "https://free.currencyconverterapi.com")!,
            summary: "Offline rates bundled with the app, dated 2025-01-02 (run with --rates-url for live rates)."))

    /// - Parameter ratesCache: the live rates saved before, dated in UTC.
    init(
        rates: any RatesService = AppHarness.table, settings: InMemorySettingsStore = InMemorySettingsStore(),
        ratesCache: (any RatesCache)? = nil
    ) {
        self.rates = rates
        self.settings = settings
        let navigator = TerminalNavigator(appName: CurrencyConverterTerminalLoader.appName)
        let views = TerminalViewFactory()
        self.views = views
        factory = ModuleFactory(
            dependencies: AppDependencies(
                rates: rates, settings: settings, links: links, ratesCache: ratesCache,
                timeZone: TimeZone(identifier: "UTC")!),
            views: views, navigator: navigator)
        super.init(navigator: navigator, tasks: views.tasks)
    }

    /// Shows Main as the root and waits for its first load.
    func start() async {
        await start(with: factory.makeMain())
    }
}

/// A rates service whose first call for currencies fails with HTTP 503; then the harness's table.
actor FlakyRatesService: RatesService {
    nonisolated var source: RatesSource { AppHarness.table.source }
    private var hasFailed = false

    func currencies() async throws -> [Currency] {
        guard hasFailed else {
            hasFailed = true
            throw RatesError.status(503)
        }
        return try await AppHarness.table.currencies()
    }

    func rate(from: String, to: String) async throws -> Double {
        try await AppHarness.table.rate(from: from, to: to)
    }
}

/// A live rates service that nothing answers.
struct UnreachableRatesService: RatesService {
    var source: RatesSource { AppHarness.table.source }

    func currencies() async throws -> [Currency] {
        throw RatesError.unreachable(host: "https://rates.example")
    }

    func rate(from: String, to: String) async throws -> Double {
        throw RatesError.unreachable(host: "https://rates.example")
    }
}
