import Testing
import VIPERGen

@Suite("Naming filters")
struct NamingTests {
    @Test(
        "A name splits into its words, acronyms and digits included",
        arguments: [
            ("PlayerAdd", ["Player", "Add"]),
            ("URLLoader", ["URL", "Loader"]),
            ("loadURL", ["load", "URL"]),
            ("Team2Sheet", ["Team2", "Sheet"]),
            ("team_sheet", ["team", "sheet"]),
            ("my-module", ["my", "module"]),
            ("", []),
        ]
    )
    func words(name: String, words: [String]) {
        #expect(Naming.words(name) == words)
    }

    @Test("lowerFirst lowers the first letter, or a whole leading acronym")
    func lowerFirst() {
        #expect(
            ["PlayerAdd", "URLLoader", "A", "weather", ""].map(Naming.lowerFirst)
                == ["playerAdd", "urlLoader", "a", "weather", ""])
    }

    @Test("upperFirst raises the first letter")
    func upperFirst() {
        #expect(["playerAdd", "Weather", "x", ""].map(Naming.upperFirst) == ["PlayerAdd", "Weather", "X", ""])
    }

    @Test("snake and kebab join the lowered words")
    func snakeAndKebab() {
        #expect(["PlayerAdd", "URLLoader", "Weather"].map(Naming.snake) == ["player_add", "url_loader", "weather"])
        #expect(["PlayerAdd", "URLLoader", "Weather"].map(Naming.kebab) == ["player-add", "url-loader", "weather"])
    }

    @Test("words separates them with spaces, for titles")
    func spaced() {
        #expect(
            ["PlayerAdd", "ConfirmPlayers", "History"].map(Naming.spaced) == [
                "Player Add", "Confirm Players", "History",
            ])
    }

    @Test("escaped makes text safe inside a Swift string literal")
    func escaped() {
        #expect(Naming.escaped(#"Say "hi" \ now"# + "\nplease") == #"Say \"hi\" \\ now\nplease"#)
    }
}
