import FootballGatherTestSupport
import Foundation
import Testing

@testable import FootballGather

@Suite("Invite memory: the name and key a device answered each link as")
struct InviteMemoryTests {
    static let thursday = FakeGameService.token("thursday")
    static let lastWeek = FakeGameService.token("lastweek")

    @Test("An answer is remembered per link, and a later one at the same link replaces it")
    func perLink() throws {
        let settings = InMemoryKeyValueStore()
        let memory = InviteMemory(settings: settings)
        #expect(memory.answer(atLink: Self.thursday) == nil)

        try memory.remember(RememberedAnswer(name: "Ana", key: "k1"), atLink: Self.thursday)
        try memory.remember(RememberedAnswer(name: "Ben", key: "k2"), atLink: Self.lastWeek)
        try memory.remember(RememberedAnswer(name: "Ana Lopez", key: "k3"), atLink: Self.thursday)

        #expect(memory.answer(atLink: Self.thursday) == RememberedAnswer(name: "Ana Lopez", key: "k3"))
        #expect(
            InviteMemory(settings: settings).answer(atLink: Self.lastWeek) == RememberedAnswer(name: "Ben", key: "k2"))
    }

    @Test("Only the last 20 links answered are remembered: answering another forgets the oldest")
    func bounded() throws {
        let memory = InviteMemory(settings: InMemoryKeyValueStore())
        let links = (0...InviteMemory.limit).map { FakeGameService.token("link\($0)-") }
        for (index, link) in links.enumerated() {
            try memory.remember(RememberedAnswer(name: "Ana", key: "k\(index)"), atLink: link)
        }
        #expect(memory.answer(atLink: links[0]) == nil)
        #expect(memory.answer(atLink: links[1]) == RememberedAnswer(name: "Ana", key: "k1"))
        #expect(memory.answer(atLink: links[InviteMemory.limit]) == RememberedAnswer(name: "Ana", key: "k20"))
    }

    @Test("Something unreadable under a link's key counts as no answer")
    func unreadable() throws {
        let settings = InMemoryKeyValueStore()
        try settings.set("not json", forKey: InviteMemory.key)
        #expect(InviteMemory(settings: settings).answer(atLink: Self.thursday) == nil)
    }
}
