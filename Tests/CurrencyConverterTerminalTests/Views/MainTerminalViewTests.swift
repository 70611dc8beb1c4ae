import CurrencyConverter
import Testing
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverterTerminal
@testable import VIPERKitTerminal

@Suite("Main in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct MainTerminalViewTests {
    @Test("the converter shows the amount, both currencies, the result, the rate and its date")
    func converter() async {
        let app = AppHarness()
        await app.start()

        GoldenFile.check(app.screen, named: "Main")
    }

    @Test("typing edits the amount and converts at once; letters other than keys do nothing")
    func typing() async {
        let app = AppHarness()
        await app.start()

        await app.press(.backspace, .backspace, .backspace)
        await app.type("0012,5x")

        #expect(app.screen.contains("Amount    [12.5"))
        #expect(app.screen.contains("Result    10 EUR"))
        #expect(app.settings.saved == ConverterSettings(amount: "12.5", inputCurrency: "USD", outputCurrency: "EUR"))
    }

    @Test("t lists the currencies; a letter narrows them, Enter chooses, and the result follows")
    func chooseOutput() async {
        let app = AppHarness()
        await app.start()

        await app.press(.character("t"))
        GoldenFile.check(app.screen, named: "Main-picker")
        await app.press(.character("j"), .enter)

        #expect(app.screen.contains("To        JPY : Japanese Yen"))
        #expect(app.screen.contains("Result    15000 JPY"))
        #expect(app.screen.contains("1 USD = 150 JPY"))
        #expect(app.settings.saved == ConverterSettings(amount: "100", inputCurrency: "USD", outputCurrency: "JPY"))
    }

    @Test("f lists the currencies from the current one; arrows move, Esc closes without a change, q does not quit")
    func chooseInput() async {
        let app = AppHarness()
        await app.start()

        await app.press(.character("f"), .up)
        #expect(app.screen.contains("> JPY : Japanese Yen"))
        #expect(await app.press(.character("q")) == false)
        await app.press(.escape)
        #expect(app.screen.contains("From      USD : United States Dollar"))
        #expect(app.screen.contains(" 0-9 . ⌫ Amount  f From  t To  s Swap  c Clear  a About  q Quit"))

        await app.press(.character("f"), .home, .enter)
        #expect(app.screen.contains("From      EUR : Euro"))
        #expect(app.screen.contains("Result    100 EUR"))
        #expect(await app.press(.character("q")))
    }

    @Test("with no currencies the screen says why; l loads them again")
    func loadCurrencies() async {
        let app = AppHarness(rates: FlakyRatesService())
        await app.start()

        GoldenFile.check(app.screen, named: "Main-no-currencies")
        await app.press(.character("f"))
        #expect(!app.screen.contains("Convert from:"))

        await app.press(.character("l"))
        #expect(app.screen.contains("Result    80 EUR"))
    }

    @Test("the saved amount and currencies come back")
    func restored() async {
        let app = AppHarness(
            settings: InMemorySettingsStore(ConverterSettings(amount: "3", inputCurrency: "GBP", outputCurrency: "JPY"))
        )
        await app.start()

        #expect(app.screen.contains("Result    600 JPY"))
        #expect(app.screen.contains("1 GBP = 200 JPY"))
    }
}
