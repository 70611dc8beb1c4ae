import Testing
import VIPERGen

@Suite("Module names")
struct ModuleNameTests {
    @Test("A Swift type name is a module name", arguments: ["Weather", "PlayerAdd", "URLLoader", "Team2", "A"])
    func accepted(name: String) throws {
        #expect(try ModuleName(validating: name).rawValue == name)
    }

    @Test("An empty name asks for one")
    func empty() {
        #expect(throws: ViperError("A module needs a name, a Swift type name such as 'Weather'.")) {
            try ModuleName(validating: "")
        }
    }

    @Test("A lowercase name is refused with the capitalised name as a suggestion")
    func lowercase() {
        #expect(
            throws: ViperError(
                "'weather' is not a valid module name: a module name is a Swift type name and starts with an uppercase letter, for example 'Weather'."
            )
        ) {
            try ModuleName(validating: "weather")
        }
    }

    @Test("Punctuation and spaces are refused, with a name built from the words")
    func punctuation() {
        #expect(
            throws: ViperError(
                "'player-add' is not a valid module name: use ASCII letters and digits only, for example 'PlayerAdd'.")
        ) {
            try ModuleName(validating: "player-add")
        }
        #expect(
            throws: ViperError(
                "'Player Add' is not a valid module name: use ASCII letters and digits only, for example 'PlayerAdd'.")
        ) {
            try ModuleName(validating: "Player Add")
        }
    }

    @Test(
        "Names that cannot be fixed by capitalising get no suggestion",
        arguments: ["2Fast", "_Hidden", "../Escape", "Café"])
    func noSuggestion(name: String) throws {
        let error = try #require(throws: ViperError.self) { try ModuleName(validating: name) }
        #expect(error.message.hasPrefix("'\(name)' is not a valid module name"))
        #expect(!error.message.contains("for example '\(name)'"))
    }

    @Test("A very long name is refused")
    func tooLong() {
        let name = String(repeating: "Long", count: 30)
        #expect(throws: ViperError("'LongLongLongLongLong…' is too long for a module name (at most 36 characters).")) {
            try ModuleName(validating: name)
        }
    }
}
