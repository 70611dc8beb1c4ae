import CurrencyConverter
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverterTerminal
@testable import VIPERKitTerminal

@Suite("About in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct AboutTerminalViewTests {
    @Test("a opens About with the rates source; o opens its address; Esc goes back")
    func about() async {
        let app = AppHarness()
        await app.start()

        await app.press(.character("a"))
        await app.press(.character("o"))
        GoldenFile.check(app.screen, named: "About")
        #expect(app.links.opened == [URL(string: "https://free.currencyconverterapi.com")!])

        await app.press(.escape)
        #expect(app.screen.contains("Currency Converter · Converter"))
    }
}
