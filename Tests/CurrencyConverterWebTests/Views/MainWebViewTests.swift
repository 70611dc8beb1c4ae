import CurrencyConverter
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import CurrencyConverterWeb

@Suite("The converter in the browser", .timeLimit(.minutes(1)))
@MainActor
struct MainWebViewTests {
    func converter() async -> ConverterWebHarness {
        let app = ConverterWebHarness()
        await app.start()
        return app
    }

    @Test("it opens on 100 USD in EUR with the rate, its date, Swap, Clear and About")
    func opens() async {
        let app = await converter()
        GoldenFile.check(app.page, named: "Main", fileExtension: "html")
        #expect(app.shows("80 EUR"))
        #expect(app.shows("Rates as of 2 January 2025"))
    }

    @Test("typing in the amount field converts as the browser sends the field; what the rules refuse is dropped")
    func typing() async {
        let app = await converter()
        await app.send(.input(name: "amount", value: "12,5x"))
        #expect(app.markup.contains(#"value="12.5""#))
        #expect(app.shows("10 EUR"))
        #expect(app.settings.saved?.amount == "12.5")
    }

    @Test("Clear empties the amount and is then disabled; Swap converts the other way")
    func clearAndSwap() async {
        let app = await converter()
        #expect(await app.tap("swap"))
        #expect(app.shows("1 EUR = 1.25 USD"))
        #expect(app.shows("125 USD"))
        #expect(await app.tap("clear"))
        #expect(app.markup.contains(#"name="amount" type="text" value inputmode="decimal""#))
        #expect(app.markup.contains(#"data-action="clear" aria-label="Clear the amount" disabled"#))
        #expect(!(await app.tap("clear")))
    }

    @Test("tapping To opens the list; searching \"yen\" by name leaves the yen, and tapping it converts to yen")
    func pickByName() async {
        let app = await converter()
        #expect(await app.tap("pick-to"))
        await app.type("yen", into: "search")
        GoldenFile.check(app.page, named: "Main-picker-search", fileExtension: "html")
        #expect(await app.tap("choose", "JPY"))
        #expect(app.shows("15000 JPY"))
        #expect(!app.markup.contains(#"name="search""#))
        #expect(app.settings.saved?.outputCurrency == "JPY")
    }

    @Test("Enter in the search picks the first match; a search that finds nothing says so")
    func searchEnterAndNoMatch() async {
        let app = await converter()
        await app.tap("pick-from")
        await app.type("xyz", into: "search")
        #expect(app.shows("No currency matches \"xyz\"."))
        await app.send(.key(.enter, field: "search"))
        #expect(app.markup.contains(#"name="search""#), "nothing to pick: the list stays open")
        await app.send(.input(name: "search", value: "franc"))
        await app.send(.key(.enter, field: "search"))
        #expect(app.shows("CHF : Swiss Franc"))
        #expect(app.settings.saved?.inputCurrency == "CHF")
    }

    @Test("Back, Escape and Cancel close the list without choosing, and the search starts empty next time")
    func closingThePicker() async {
        let app = await converter()
        for close: WebEvent in [.key(.escape, field: nil), .action("close-picker", value: nil)] {
            await app.tap("pick-to")
            await app.type("eu", into: "search")
            await app.send(close)
            #expect(!app.markup.contains(#"name="search""#))
        }
        await app.tap("pick-to")
        #expect(app.markup.contains(#"name="search" type="text" value inputmode="search""#))
        #expect(await app.send(.action("nav-back", value: nil)))
        #expect(!app.markup.contains(#"name="search""#))
        #expect(app.settings.saved == nil, "nothing was chosen")
    }

    @Test("a code that is not listed, or a pick with no list open, changes nothing")
    func forgedPicks() async {
        let app = await converter()
        #expect(!(await app.tap("choose", "XXX")))
        #expect(!(await app.tap("choose", "JPY")), "no list is open")
        await app.tap("pick-to")
        await app.tap("choose", "XXX")
        await app.tap("close-picker")
        #expect(app.settings.saved == nil)
        #expect(app.shows("80 EUR"))
    }

    @Test("About shows where the rates come from as a link the browser opens, and Back returns")
    func about() async {
        let app = await converter()
        #expect(await app.tap("about"))
        GoldenFile.check(app.page, named: "About", fileExtension: "html")
        #expect(app.markup.contains(#"rel="noopener noreferrer""#))
        #expect(!app.markup.contains(#"data-action="open-source""#), "the page opens the link, not the server")
        #expect(await app.tap("close"))
        #expect(app.visible(MainWebView.self) != nil)
    }

    @Test("with no currencies it says why and offers Load currencies; the currencies are then not tappable")
    func noCurrencies() async {
        let app = ConverterWebHarness(rates: FailingRates())
        await app.start()
        GoldenFile.check(app.page, named: "Main-no-currencies", fileExtension: "html")
        await app.tap("pick-to")
        #expect(!app.markup.contains(#"name="search""#), "there is nothing to pick from")
        #expect(app.markup.contains(#"data-action="pick-to" aria-labelledby="label-to choice-to" disabled"#))
    }
}

/// A rates service that cannot be reached.
struct FailingRates: RatesService {
    var source: RatesSource { ConverterWebHarness.table.source }
    func currencies() async throws -> [Currency] { throw RatesError.unreachable(host: "rates.example") }
    func rate(from: String, to: String) async throws -> Double { throw RatesError.unreachable(host: "rates.example") }
}
