import Foundation
import Testing

@testable import VIPERKit

@Suite("Event origin: the ids of the writes an event causes stay the same when it is delivered again")
struct EventOriginTests {
    static func origin() -> String { "tab-\(UUID().uuidString.prefix(8)):\(Int.random(in: 1...9_999))" }

    /// Whether `id` could be a match operation's id: 1 to 64 letters, digits, `.`, `_`, `:` or `-`.
    static func isWellFormed(_ id: String) -> Bool {
        (1...64).contains(id.count)
            && id.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || ".-_:".unicodeScalars.contains($0))
            }
    }

    @Test("Outside any event every write gets a new UUID")
    func freshOutsideEvents() {
        #expect(EventOrigin.current == nil)
        let ids = (0..<3).map { _ in EventOrigin.writeID(for: "operation") }
        #expect(Set(ids).count == 3)
        #expect(ids.allSatisfy { UUID(uuidString: $0) != nil })
    }

    @Test("Within an event, writes are named by the event, their kind and their count of that kind")
    func namedByTheEvent() {
        let origin = Self.origin()
        let ids = EventOrigin.$current.withValue(origin) {
            [
                EventOrigin.writeID(for: "operation"), EventOrigin.writeID(for: "player"),
                EventOrigin.writeID(for: "operation"),
            ]
        }
        #expect(ids == ["\(origin):operation.1", "\(origin):player.1", "\(origin):operation.2"])
        #expect(ids[0] == EventOrigin.writeID(origin: origin, kind: "operation", number: 1))
    }

    @Test("A task started while handling the event inherits its origin")
    func inheritedByTasks() async {
        let origin = Self.origin()
        let id = await EventOrigin.$current.withValue(origin) {
            await Task { EventOrigin.writeID(for: "game") }.value
        }
        #expect(id == "\(origin):game.1")
    }

    @Test(
        "An event name too long for an id, or with other characters, is replaced by a digest, the same each time",
        arguments: [String(repeating: "t", count: 80), "tab 3/17", "Tab-ä:1"])
    func digestedNames(origin: String) {
        let id = EventOrigin.writeID(origin: origin, kind: "operation", number: 12)
        #expect(Self.isWellFormed(id))
        #expect(id.hasSuffix(":operation.12"))
        #expect(id == EventOrigin.writeID(origin: origin, kind: "operation", number: 12))
        #expect(id != EventOrigin.writeID(origin: origin + "x", kind: "operation", number: 12))
    }

    @Test("A kind with characters an id cannot hold is cleaned, and a long one cut")
    func cleanedKinds() {
        let id = EventOrigin.writeID(origin: "tab-1:2", kind: "new player/ä and more text", number: 1)
        #expect(Self.isWellFormed(id))
        #expect(id == "tab-1:2:new-player---and.1")
    }
}
