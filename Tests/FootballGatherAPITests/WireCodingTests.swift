import FootballGatherAPI
import Foundation
import Testing

@Suite("Wire coding")
struct WireCodingTests {
    @Test("Absent optional values are sent as null, with the SPEC's keys")
    func nullsAreExplicit() throws {
        let id = UUID()
        let data = try WireCoding.makeEncoder().encode(PlayerResponse(id: id, name: "Ana"))
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"age":null,"favouriteTeam":null,"id":"\#(id.uuidString)","name":"Ana","preferredPosition":null,"skill":null}"#
        )
    }

    @Test("Gathers encode dates as ISO 8601 and round-trip")
    func gatherRoundTrip() throws {
        let gather = GatherResponse(
            id: UUID(), createdAt: Date(timeIntervalSince1970: 1_700_000_000), score: "2:1", winnerTeam: .teamA,
            players: [.init(player: .init(id: UUID(), name: "Ana", preferredPosition: .winger), team: .teamB)])
        let data = try WireCoding.makeEncoder().encode(gather)
        #expect(String(decoding: data, as: UTF8.self).contains(#""createdAt":"2023-11-14T22:13:20Z""#))
        #expect(try WireCoding.makeDecoder().decode(GatherResponse.self, from: data) == gather)
        let open = GatherResponse(id: UUID(), createdAt: Date(timeIntervalSince1970: 0), players: [])
        #expect(String(decoding: try WireCoding.makeEncoder().encode(open), as: UTF8.self).contains(#""score":null"#))
    }

    @Test("A record carries its game counts; one written before games were counted reads them as 0")
    func recordGameCounts() throws {
        let record = PlayerRecordResponse(
            played: 1, won: 1, drawn: 0, lost: 0, lastResults: [.won], gamesIn: 2, gamesPlayed: 1)
        let data = try WireCoding.makeEncoder().encode(record)
        #expect(try WireCoding.makeDecoder().decode(PlayerRecordResponse.self, from: data) == record)
        let older = Data(#"{"played":1,"won":1,"drawn":0,"lost":0,"lastResults":["W"]}"#.utf8)
        let read = try WireCoding.makeDecoder().decode(PlayerRecordResponse.self, from: older)
        #expect((read.gamesIn, read.gamesPlayed, read.won) == (0, 0, 1))
    }

    @Test("An unknown enum value fails with a message listing the accepted values")
    func enumErrors() {
        #expect {
            try WireCoding.makeDecoder().decode(PlayerRequest.self, from: Data(#"{"name":"A","skill":"expert"}"#.utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.debugDescription == #"must be "beginner", "amateur" or "professional", not "expert""#
        }
    }

    @Test("Enums encode their raw values: teams and winners as the SPEC writes them")
    func enumValues() throws {
        let data = try WireCoding.makeEncoder().encode(GatherResultRequest(score: "1:1", winnerTeam: .none))
        #expect(String(decoding: data, as: UTF8.self) == #"{"score":"1:1","winnerTeam":"None"}"#)
        #expect(GatherTeam.acceptedValues == #""Team A" or "Team B""#)
        #expect(PlayerPosition.allCases.map(\.acronym) == ["GK", "DEF", "MID", "W", "ST"])
    }

    @Test("Paths are built from ids")
    func paths() {
        let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        #expect(APIPath.player(id) == "/api/players/00000000-0000-0000-0000-000000000001")
        #expect(APIPath.gathers(ofPlayer: id) == "/api/players/00000000-0000-0000-0000-000000000001/gathers")
        #expect(APIPath.gather(id) == "/api/gathers/00000000-0000-0000-0000-000000000001")
    }
}
