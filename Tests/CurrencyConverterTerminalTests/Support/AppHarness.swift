import CurrencyConverter
import Foundation
import VIPERKit
import VIPERKitTerminalTesting

@testable import CurrencyConverterTerminal
@testable import VIPERKitTerminal

/// The terminal app over a small fixed rates table and in-memory settings (see ``TerminalAppHarness``).
final class AppHarness: TerminalAppHarness {
    let rates: any RatesService
    let settings: InMemorySettingsStore
    let links = OpenedLinks()
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

    init(rates: any RatesService = AppHarness.table, settings: InMemorySettingsStore = InMemorySettingsStore()) {
        self.rates = rates
        self.settings = settings
        let navigator = TerminalNavigator(appName: CurrencyConverterTerminalLoader.appName)
        let views = TerminalViewFactory()
        self.views = views
        factory = ModuleFactory(
            dependencies: AppDependencies(rates: rates, settings: settings, links: links), views: views,
            navigator: navigator)
        super.init(navigator: navigator, tasks: views.tasks)
    }

    /// Shows Main as the root and waits for its first load.
    func start() async {
        await start(with: factory.makeMain())
    }
}

/// A ``LinkOpening`` that records what it opened.
final class OpenedLinks: LinkOpening, @unchecked Sendable {
    // @unchecked: `urls` is only touched with `lock` held.
    private let lock = NSLock()
    private var urls: [URL] = []

    var opened: [URL] { lock.withLock { urls } }

    func open(_ url: URL) async throws {
        lock.withLock { urls.append(url) }
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
