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

    @Test("Printable ASCII is quoted as the standard library quotes it, up to 120 characters and past them")
    func plainTextQuotedAlike() {
        let printable = String((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) })
        for text in ["/nope", "", printable, String(printable.prefix(120)), "a\"b", "a\\b", "café"] {
            let shown = text.count > 120 ? String(text.prefix(120)) + "…" : text
            #expect(LogText.quoted(text) == String(reflecting: shown), "\(text)")
        }
    }

    @Test("No text at all is logged as none")
    func missingText() {
        #expect(LogText.quoted(nil) == "none")
    }
}
