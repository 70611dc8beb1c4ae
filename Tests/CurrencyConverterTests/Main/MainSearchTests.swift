import Testing

@testable import CurrencyConverter

@MainActor
@Suite("Main: searching the currencies")
struct MainSearchTests {
    let view = RecordingMainView()
    /// Dollars, euros, yen, two francs and two kronor, one written with an accent.
    let rates = FakeRatesService(
        currencies: [
            Currency(code: "USD", name: "United States Dollar"), Currency(code: "EUR", name: "Euro"),
            Currency(code: "JPY", name: "Japanese Yen"), Currency(code: "CHF", name: "Swiss Franc"),
            Currency(code: "XOF", name: "West African CFA Franc"), Currency(code: "ISK", name: "Icelandic Króna"),
            Currency(code: "SEK", name: "Swedish Krona"),
        ])

    func loadedPresenter() async -> MainPresenter {
        let presenter = MainPresenter.make(view: view, rates: rates)
        await presenter.viewDidLoad()
        return presenter
    }

    /// The codes of the currencies that match `query`.
    func matches(_ query: String, in presenter: MainPresenter) -> [String] {
        presenter.fieldDidChange(.search, to: query)
        return presenter.state.matchingCurrencies.map(\.code)
    }

    @Test("before any search, every currency matches and the field asks for a code or a name")
    func emptySearch() async {
        let presenter = await loadedPresenter()

        #expect(presenter.state.currencySearch == "")
        #expect(presenter.state.searchPrompt == "Search by code or name")
        #expect(presenter.state.matchingCurrencies == presenter.state.currencies)
        #expect(presenter.state.matchingCurrencies.map(\.code) == ["CHF", "EUR", "ISK", "JPY", "SEK", "USD", "XOF"])
        #expect(presenter.state.noMatch == nil)
    }

    @Test("typing \"yen\" finds the Japanese Yen, and the state shows the search as typed")
    func byName() async {
        let presenter = await loadedPresenter()

        presenter.fieldDidChange(.search, to: "yen")

        #expect(
            presenter.state
                == MainFixtures.converter(
                    currencies: presenter.state.currencies, search: "yen",
                    matching: [CurrencyOption(code: "JPY", label: "JPY : Japanese Yen")]))
    }

    @Test("a code's first letters find it, whatever their case: \"eu\" finds EUR, \"Us\" USD")
    func byCode() async {
        let presenter = await loadedPresenter()

        #expect(matches("eu", in: presenter) == ["EUR"])
        #expect(matches("Us", in: presenter) == ["USD"])
        #expect(matches("x", in: presenter) == ["XOF"])
    }

    @Test("\"franc\" finds every franc, in the list's order; part of a word finds it too")
    func everyFranc() async {
        let presenter = await loadedPresenter()

        #expect(matches("franc", in: presenter) == ["CHF", "XOF"])
        #expect(matches("FRANC", in: presenter) == ["CHF", "XOF"])
        #expect(matches("african", in: presenter) == ["XOF"])
        #expect(matches("ollar", in: presenter) == ["USD"])
    }

    @Test("accents do not matter, in the search or in the name")
    func diacritics() async {
        let presenter = await loadedPresenter()

        #expect(matches("krona", in: presenter) == ["ISK", "SEK"])
        #expect(matches("KRÓNA", in: presenter) == ["ISK", "SEK"])
        #expect(matches("Króna", in: presenter) == ["ISK", "SEK"])
    }

    @Test("spaces around the search are ignored, but kept as typed; spaces alone find everything")
    func spaces() async {
        let presenter = await loadedPresenter()

        #expect(matches("  yen ", in: presenter) == ["JPY"])
        #expect(presenter.state.currencySearch == "  yen ")
        #expect(matches("   ", in: presenter).count == 7)
        #expect(presenter.state.noMatch == nil)
    }

    @Test("a search that finds nothing says so in a sentence; clearing it lists everything again")
    func noMatch() async {
        let presenter = await loadedPresenter()

        presenter.fieldDidChange(.search, to: " xyz ")

        #expect(presenter.state.matchingCurrencies == [])
        #expect(presenter.state.noMatch == "No currency matches \"xyz\".")

        presenter.fieldDidChange(.search, to: "")

        #expect(presenter.state.matchingCurrencies.count == 7)
        #expect(presenter.state.noMatch == nil)
    }

    @Test("a search is cut to 40 characters; searching fetches nothing and changes no currency")
    func limits() async {
        let presenter = await loadedPresenter()
        let long = String(repeating: "a", count: 45)

        presenter.fieldDidChange(.search, to: long)
        let rendered = view.states.count
        presenter.fieldDidChange(.search, to: long + "b")

        #expect(presenter.state.currencySearch == String(repeating: "a", count: 40))
        #expect(view.states.count == rendered)
        #expect(presenter.state.input.code == "USD")
        #expect(await rates.calls == [.currencies, .rate("USD", "EUR")])
    }
}
