import CurrencyConverter
import Foundation
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import CurrencyConverterWeb

/// Currency Converter's web app over a small fixed rates table and in-memory settings (see
/// ``WebAppHarness``).
@MainActor
final class ConverterWebHarness: WebAppHarness {
    let settings: InMemorySettingsStore
    let factory: ModuleFactory

    /// Dollars, euros, yen, pounds and Swiss francs: 1 USD = 0.8 EUR = 150 JPY = 0.75 GBP = 0.9 CHF.
    nonisolated static let table = TableRatesService(
        table: RatesTable(
            date: "2025-01-02", sourceURL: URL(string: "https://free.currencyconverterapi.com")!,
            currencies: [
                "USD": .init(currencyName: "United States Dollar", currencySymbol: "$", perDollar: 1),
                "EUR": .init(currencyName: "Euro", currencySymbol: "€", perDollar: 0.8),
                "JPY": .init(currencyName: "Japanese Yen", currencySymbol: "¥", perDollar: 150),
                "GBP": .init(currencyName: "British Pound", currencySymbol: "£", perDollar: 0.75),
                "CHF": .init(currencyName: "Swiss Franc", currencySymbol: "Fr", perDollar: 0.9),
            ]),
        source: RatesSource(
            url: URL(string: "https://free.currencyconverterapi.com")!,
            summary: "Offline rates bundled with the app, dated 2025-01-02 (run with --rates-url for live rates)."))

    init(rates: any RatesService = ConverterWebHarness.table, settings: InMemorySettingsStore = InMemorySettingsStore())
    {
        self.settings = settings
        let navigator = WebNavigator(appName: "Currency Converter")
        let views = WebViewFactory()
        factory = ModuleFactory(
            dependencies: AppDependencies(
                rates: rates, settings: settings, links: PageLinkOpener(), timeZone: TimeZone(identifier: "UTC")!),
            views: views, navigator: navigator)
        super.init(navigator: navigator, tasks: views.tasks)
    }

    /// Shows the converter as the root and waits for its first load.
    func start() async {
        await start(with: factory.makeMain())
    }
}
