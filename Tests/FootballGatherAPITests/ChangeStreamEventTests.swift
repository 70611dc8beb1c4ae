import Foundation
import Testing

@testable import FootballGatherAPI

@Suite("The change streams' events and topics, written by the server and read by the app")
struct ChangeStreamEventTests {
    @Test("An account's change names its topic and version, as the app has always read it")
    func accountChange() {
        let id = UUID(uuidString: "6A1F6C1E-8C1B-4C11-9A53-2B6E2D0B4A10")!
        let event = ChangeStreamEvent.change(TopicChangeData(topic: ChangeTopic.gather(id).name, version: 42))
        #expect(
            event.text(id: "3fa2c1d0-42")
                == "id: 3fa2c1d0-42\nevent: change\ndata: {\"topic\":\"gather/\(id.uuidString)\",\"version\":42}\n\n")
        #expect(
            ChangeStreamEvent(type: "change", data: "{\"topic\":\"players\",\"version\":7}")
                == .change(TopicChangeData(topic: "players", version: 7)))
    }

    @Test("A change made by a write names it as its cause, read back whole; one without has no cause key")
    func causedChange() {
        let event = ChangeStreamEvent.change(TopicChangeData(topic: "players", version: 3, cause: "op-1"))
        #expect(
            event.text(id: nil) == "event: change\ndata: {\"cause\":\"op-1\",\"topic\":\"players\",\"version\":3}\n\n")
        #expect(
            ChangeStreamEvent(type: "change", data: "{\"cause\":\"op-1\",\"topic\":\"players\",\"version\":3}")
                == event)
        #expect(
            !ChangeStreamEvent.change(TopicChangeData(topic: "players", version: 3)).text(id: nil).contains("cause"))
    }

    @Test("A link's change and a missed event carry no data, and read back as themselves")
    func linkChangeAndMissed() {
        #expect(ChangeStreamEvent.change(nil).text(id: "e-1") == "id: e-1\nevent: change\ndata: {}\n\n")
        #expect(ChangeStreamEvent.missed.text(id: "e-2") == "id: e-2\nevent: missed\ndata: {}\n\n")
        #expect(ChangeStreamEvent(type: "change", data: "{}") == .change(nil))
        #expect(ChangeStreamEvent(type: "missed", data: "{}") == .missed)
        #expect(ChangeStreamEvent(type: "heartbeat", data: "{}") == nil)
    }

    @Test("An ended event's reason is JSON, quotes and line ends included, and reads back whole")
    func endedReason() throws {
        let reason = "The organiser \"Sam\" stopped sharing\nthis match."
        let text = ChangeStreamEvent.ended(reason: reason).text(id: nil)
        #expect(text.hasPrefix("event: ended\ndata: {"))
        let data = try #require(text.split(separator: "\n").first { $0.hasPrefix("data: ") }?.dropFirst(6))
        #expect(text.split(separator: "\n").count == 2, "one data line, whatever the reason holds")
        #expect(ChangeStreamEvent(type: "ended", data: String(data)) == .ended(reason: reason))
        #expect(
            ChangeStreamEvent(type: "ended", data: "not json", fallbackReason: "Gone.") == .ended(reason: "Gone."))
    }

    @Test("Every topic's name reads back as that topic; other names are no topic")
    func topicNames() {
        let id = UUID()
        for topic in [ChangeTopic.players, .gathers, .gather(id), .games, .game(id)] {
            #expect(ChangeTopic(name: topic.name) == topic)
        }
        #expect(ChangeTopic.gather(id).isGather)
        #expect(!ChangeTopic.game(id).isGather)
        for name in ["", "player", "gather/", "gather/not-an-id", "match/\(id.uuidString)", "gather/\(id)/x"] {
            #expect(ChangeTopic(name: name) == nil, "\(name)")
        }
    }
}
