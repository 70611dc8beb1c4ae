import FootballGatherAPI
import Testing

@testable import FootballGather

@Suite("The text a gather is shared as")
struct GatherShareTextTests {
    @Test("an ended gather: the score between the team names, then both teams' players and the day")
    func ended() {
        let text = GatherShareText.text(
            teamA: ["Ana", "Chloé"], teamB: ["Bruno", "Dan"], score: GatherScore(teamA: 2, teamB: 1),
            date: "24 Nov 2026")
        #expect(text == "Team A 2 : 1 Team B — Ana, Chloé v Bruno, Dan — 24 Nov 2026")
    }

    @Test("before kick-off there is no score; a team without players reads -")
    func beforeKickOff() {
        let text = GatherShareText.text(teamA: ["Ana"], teamB: [], score: nil, date: "1 Jan 2027")
        #expect(text == "Team A v Team B — Ana v - — 1 Jan 2027")
    }
}
