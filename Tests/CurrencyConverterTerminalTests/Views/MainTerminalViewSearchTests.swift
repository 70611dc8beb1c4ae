import CurrencyConverter
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverterTerminal
@testable import VIPERKitTerminal

@Suite("Main in the terminal: swap, clear, search and saved rates", .timeLimit(.minutes(1)))
@MainActor
struct MainTerminalViewSearchTests {
    @Test("s swaps the currencies once their rate arrives; c clears the amount, and leaves the footer until a digit")
    func swapAndClear() async {
        let app = AppHarness()
        await app.start()

        await app.press(.character("s"))

        #expect(app.screen.contains("From      EUR : Euro"))
        #expect(app.screen.contains("To        USD : United States Dollar"))
        #expect(app.screen.contains("Result    125 USD"))
        #expect(app.settings.saved == ConverterSettings(amount: "100", inputCurrency: "EUR", outputCurrency: "USD"))

        await app.press(.character("c"))

        #expect(app.screen.contains("Amount    [ "))
        #expect(app.screen.contains("Result    0 USD"))
        #expect(app.screen.contains(" 0-9 . ⌫ Amount  f From  t To  s Swap  a About  q Quit"))
        #expect(app.settings.saved == ConverterSettings(amount: "", inputCurrency: "EUR", outputCurrency: "USD"))

        await app.type("2")
        #expect(app.screen.contains("c Clear"))
    }

    @Test("typing in the list searches by code or name: \"yen\" leaves the Japanese Yen, which Enter chooses")
    func searchYen() async {
        let app = AppHarness()
        await app.start()

        await app.press(.character("t"))
        await app.type("yen")
        GoldenFile.check(app.screen, named: "Main-picker-search")
        await app.press(.enter)

        #expect(app.screen.contains("To        JPY : Japanese Yen"))
        #expect(app.screen.contains("Result    15000 JPY"))

        await app.press(.character("t"))
        #expect(app.screen.contains("> JPY : Japanese Yen"))
        #expect(app.screen.contains("  USD : United States Dollar"))
    }

    @Test("a search that finds nothing says so and Enter chooses nothing; Backspace widens it, Esc clears it")
    func noMatch() async {
        let app = AppHarness()
        await app.start()

        await app.press(.character("f"))
        await app.type("xyz")
        GoldenFile.check(app.screen, named: "Main-picker-no-match")
        await app.press(.enter)
        #expect(app.screen.contains("No currency matches \"xyz\"."))

        await app.press(.backspace, .backspace, .backspace, .backspace)
        #expect(app.screen.contains("  USD : United States Dollar"))
        #expect(app.screen.contains("Search by code or name  [ "))

        await app.type("pound")
        await app.press(.escape)
        #expect(app.screen.contains("From      USD : United States Dollar"))
        await app.press(.character("f"))
        #expect(app.screen.contains("  EUR : Euro"))
    }

    @Test("when the live service cannot be reached, the saved rates are shown with their date and why")
    func savedRates() async {
        let savedAt = ISO8601DateFormatter().date(from: "2026-11-25T18:00:00Z")!
        let currencies = try? await AppHarness.table.currencies()
        let cache = InMemoryRatesCache(
            SavedRates(
                currencies: currencies ?? [], currenciesFetchedAt: savedAt,
                rates: [SavedRates.Rate(from: "USD", to: "EUR", rate: 0.9, fetchedAt: savedAt)]))
        let app = AppHarness(rates: UnreachableRatesService(), ratesCache: cache)
        await app.start()

        GoldenFile.check(app.screen, named: "Main-saved-rates")
    }
}
