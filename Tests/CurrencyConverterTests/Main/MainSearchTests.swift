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

    /// Main loaded, with the list of currencies to convert to open.
    func openList() async -> MainPresenter {
        let presenter = MainPresenter.make(view: view, rates: rates)
        await presenter.viewDidLoad()
        await presenter.perform(.openPicker(.to))
        return presenter
    }

    /// The codes of the currencies that match `query`.
    func matches(_ query: String, in presenter: MainPresenter) -> [String] {
        presenter.fieldDidChange(.search, to: query)
        return presenter.state.picker?.matches.map(\.code) ?? []
    }

    @Test("before any search, every currency matches and the field asks for a code or a name")
    func emptySearch() async throws {
        let presenter = await openList()
        let picker = try #require(presenter.state.picker)

        #expect(picker.search == "")
        #expect(picker.searchPrompt == "Search by code or name")
        #expect(picker.matches == presenter.state.currencies)
        #expect(picker.matches.map(\.code) == ["CHF", "EUR", "ISK", "JPY", "SEK", "USD", "XOF"])
        #expect(picker.noMatch == nil)
    }

    @Test("typing \"yen\" finds the Japanese Yen, and the state shows the search as typed")
    func byName() async {
        let presenter = await openList()

        presenter.fieldDidChange(.search, to: "yen")

        #expect(
            presenter.state
                == MainFixtures.converter(
                    currencies: presenter.state.currencies,
                    picker: MainFixtures.picker(
                        .to, search: "yen", matches: [CurrencyOption(code: "JPY", label: "JPY : Japanese Yen")],
                        current: "EUR")))
    }

    @Test("a code's first letters find it, whatever their case: \"eu\" finds EUR, \"Us\" USD")
    func byCode() async {
        let presenter = await openList()

        #expect(matches("eu", in: presenter) == ["EUR"])
        #expect(matches("Us", in: presenter) == ["USD"])
        #expect(matches("x", in: presenter) == ["XOF"])
    }

    @Test("\"franc\" finds every franc, in the list's order; part of a word finds it too")
    func everyFranc() async {
        let presenter = await openList()

        #expect(matches("franc", in: presenter) == ["CHF", "XOF"])
        #expect(matches("FRANC", in: presenter) == ["CHF", "XOF"])
        #expect(matches("african", in: presenter) == ["XOF"])
        #expect(matches("ollar", in: presenter) == ["USD"])
    }

    @Test("accents do not matter, in the search or in the name")
    func diacritics() async {
        let presenter = await openList()

        #expect(matches("krona", in: presenter) == ["ISK", "SEK"])
        #expect(matches("KRÓNA", in: presenter) == ["ISK", "SEK"])
        #expect(matches("Króna", in: presenter) == ["ISK", "SEK"])
    }

    @Test("spaces around the search are ignored, but kept as typed; spaces alone find everything")
    func spaces() async {
        let presenter = await openList()

        #expect(matches("  yen ", in: presenter) == ["JPY"])
        #expect(presenter.state.picker?.search == "  yen ")
        #expect(matches("   ", in: presenter).count == 7)
        #expect(presenter.state.picker?.noMatch == nil)
    }

    @Test("a search that finds nothing says so in a sentence; clearing it lists everything again")
    func noMatch() async {
        let presenter = await openList()

        presenter.fieldDidChange(.search, to: " xyz ")

        #expect(presenter.state.picker?.matches == [])
        #expect(presenter.state.picker?.noMatch == "No currency matches \"xyz\".")

        presenter.fieldDidChange(.search, to: "")

        #expect(presenter.state.picker?.matches.count == 7)
        #expect(presenter.state.picker?.noMatch == nil)
    }

    @Test("a search is cut to 40 characters; searching fetches nothing and changes no currency")
    func limits() async {
        let presenter = await openList()
        let long = String(repeating: "a", count: 45)

        presenter.fieldDidChange(.search, to: long)
        let rendered = view.states.count
        presenter.fieldDidChange(.search, to: long + "b")

        #expect(presenter.state.picker?.search == String(repeating: "a", count: 40))
        #expect(view.states.count == rendered)
        #expect(presenter.state.input.code == "USD")
        #expect(await rates.calls == [.currencies, .rate("USD", "EUR")])
    }
}
