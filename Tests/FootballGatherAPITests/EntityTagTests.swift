import Foundation
import Testing

@testable import FootballGatherAPI

@Suite("Entity tags")
struct EntityTagTests {
    let player = PlayerResponse(
        id: UUID(uuidString: "6F1C2A3B-0000-4000-8000-000000000001")!, name: "Ana", age: 30, skill: .amateur)

    @Test("a tag is a quoted 16-digit hex digest, the same for the same value")
    func stableAndQuoted() {
        #expect(player.entityTag == player.entityTag)
        #expect(player.entityTag.count == 18)
        #expect(player.entityTag.first == "\"" && player.entityTag.last == "\"")
        #expect(player.entityTag.dropFirst().dropLast().allSatisfy { $0.isHexDigit })
    }

    @Test("every field of a player changes its tag")
    func everyFieldCounts() {
        var renamed = player
        renamed.name = "ana"
        var older = player
        older.age = 31
        var positioned = player
        positioned.preferredPosition = .striker
        var fan = player
        fan.favouriteTeam = ""
        let tags = [player, renamed, older, positioned, fan].map(\.entityTag)
        #expect(Set(tags).count == tags.count)
    }

    @Test("an absent value and an empty one have different tags")
    func absentIsNotEmpty() {
        #expect(EntityTag.make([nil]) != EntityTag.make([""]))
        #expect(EntityTag.make(["a", "b"]) != EntityTag.make(["ab"]))
    }

    @Test("ending a gather changes its tag")
    func gatherTagFollowsTheResult() {
        let gather = GatherResponse(id: player.id, createdAt: Date(timeIntervalSince1970: 0), players: [])
        var ended = gather
        ended.score = "2:1"
        ended.winnerTeam = .teamA
        #expect(gather.entityTag != ended.entityTag)
    }

    @Test(
        "A well-formed If-Match is * or a list of quoted tags",
        arguments: [
            ("*", true), (#""abc""#, true), (#" "a", W/"b" "#, true), (#""""#, true), ("", false), ("abc", false),
            (#""a"b""#, false), (#""a","#, false), ("**", false),
        ])
    func wellFormed(header: String, isValid: Bool) {
        #expect(EntityTag.isValidIfMatch(header) == isValid)
    }

    @Test("If-Match accepts the tag itself, a list holding it, or *")
    func ifMatch() {
        let tag = player.entityTag
        #expect(EntityTag.ifMatch(tag, accepts: tag))
        #expect(EntityTag.ifMatch("\"0000000000000000\", \(tag)", accepts: tag))
        #expect(EntityTag.ifMatch("*", accepts: tag))
        #expect(!EntityTag.ifMatch("\"0000000000000000\"", accepts: tag))
        #expect(!EntityTag.ifMatch("W/\(tag)", accepts: tag))
    }
}
