import Testing

@testable import VIPERKitTerminal

@Suite("Terminal capabilities: colours degrade with NO_COLOR and dumb terminals")
struct TerminalCapabilitiesTests {
    @Test("a normal terminal gets colours and attributes")
    func normalTerminal() {
        #expect(
            TerminalCapabilities.from(environment: ["TERM": "xterm-256color"])
                == TerminalCapabilities(usesColor: true, usesAttributes: true))
    }

    @Test("NO_COLOR set to anything turns colours off but keeps bold and reverse video")
    func noColor() {
        #expect(
            TerminalCapabilities.from(environment: ["TERM": "xterm", "NO_COLOR": "1"])
                == TerminalCapabilities(usesColor: false, usesAttributes: true))
        #expect(TerminalCapabilities.from(environment: ["TERM": "xterm", "NO_COLOR": ""]).usesColor)
    }

    @Test("TERM dumb, empty or unset turns colours and attributes off")
    func dumbTerminal() {
        let none = TerminalCapabilities(usesColor: false, usesAttributes: false)
        #expect(TerminalCapabilities.from(environment: ["TERM": "dumb"]) == none)
        #expect(TerminalCapabilities.from(environment: ["TERM": ""]) == none)
        #expect(TerminalCapabilities.from(environment: [:]) == none)
    }
}
