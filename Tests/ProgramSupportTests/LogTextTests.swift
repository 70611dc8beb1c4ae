import ProgramSupport
import Testing

@Suite("Log text: what a page sent, quoted safely in one log line")
struct LogTextTests {
    @Test("Newlines and terminal escapes a page sends are escaped, so they cannot forge log lines")
    func controlCharactersEscaped() {
        let quoted = LogText.quoted("{\"type\":\"x\"}\n2026-01-01 INFO admin logged in\r\u{1B}[2K")
        #expect(quoted == #""{\"type\":\"x\"}\n2026-01-01 INFO admin logged in\r\u{1B}[2K""#)
    }

    @Test("A long text is cut to its first 120 characters")
    func longTextCut() {
        let quoted = LogText.quoted(String(repeating: "a", count: 5000))
        #expect(quoted == "\"" + String(repeating: "a", count: 120) + "…\"")
    }

    @Test("No text at all is logged as none")
    func missingText() {
        #expect(LogText.quoted(nil) == "none")
    }
}
