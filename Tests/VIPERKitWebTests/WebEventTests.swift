import Foundation
import Testing
import VIPERKitWeb

@Suite("Web events: what the page's script sends")
struct WebEventTests {
    private func decode(_ json: String) throws -> WebEvent {
        try JSONDecoder().decode(WebEvent.self, from: Data(json.utf8))
    }

    @Test("Taps, typing and keys decode")
    func known() throws {
        #expect(try decode(#"{"type":"action","action":"delete","value":"42"}"#) == .action("delete", value: "42"))
        #expect(try decode(#"{"type":"action","action":"add"}"#) == .action("add", value: nil))
        #expect(
            try decode(#"{"type":"input","name":"username","value":"Zoë"}"#) == .input(name: "username", value: "Zoë"))
        #expect(try decode(#"{"type":"key","key":"Enter","name":"password"}"#) == .key(.enter, field: "password"))
        #expect(try decode(#"{"type":"key","key":"Escape"}"#) == .key(.escape, field: nil))
        #expect(try decode(#"{"type":"navigate","value":"/players/new"}"#) == .navigate("/players/new"))
        #expect(
            try decode(#"{"type":"navigate","value":"/players","seq":3}"#) == .navigate("/players", sequence: 3))
    }

    @Test(
        "Malformed events are refused with a reason",
        arguments: [
            "not json", "{}", #"{"type":"teleport"}"#, #"{"type":"key","key":"F5"}"#, #"{"type":"input","name":"x"}"#,
            #"{"type":"action","action":42}"#, #"[1,2]"#, #"{"type":"navigate"}"#,
        ])
    func malformed(json: String) {
        #expect(throws: (any Error).self) { try decode(json) }
    }

    @Test("A value longer than the limit is refused")
    func tooLong() {
        let value = String(repeating: "a", count: WebEvent.maximumValueLength + 1)
        #expect(throws: WebEvent.Malformed.self) {
            try decode(#"{"type":"input","name":"x","value":"\#(value)"}"#)
        }
        #expect(throws: WebEvent.Malformed.self) {
            try decode(#"{"type":"navigate","value":"/\#(value)"}"#)
        }
    }
}
