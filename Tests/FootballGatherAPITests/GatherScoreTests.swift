import FootballGatherAPI
import Testing

@Suite("Gather score")
struct GatherScoreTests {
    @Test(
        "A score parses from A:B and implies its winner",
        arguments: [
            ("2:1", 2, 1, GatherWinner.teamA), ("0:0", 0, 0, .none), ("3:99", 3, 99, .teamB), ("07:1", 7, 1, .teamA),
        ])
    func parses(text: String, teamA: Int, teamB: Int, winner: GatherWinner) throws {
        let score = try #require(GatherScore(text))
        #expect(score == GatherScore(teamA: teamA, teamB: teamB))
        #expect(score.winner == winner)
        #expect(score.description == "\(teamA):\(teamB)")
    }

    @Test(
        "Anything but two numbers 0...99 around a colon is refused",
        arguments: [
            "", ":", "1:", ":1", "1-1", "1:1:1", "100:1", "-1:2", " 1:2", "a:b", "1.0:2", "١:٢", "+1:2",
        ])
    func refuses(text: String) {
        #expect(GatherScore(text) == nil)
    }

    @Test("A side outside 0...99 makes no score")
    func range() {
        #expect(GatherScore(teamA: 100, teamB: 0) == nil)
        #expect(GatherScore(teamA: 0, teamB: -1) == nil)
    }

    @Test("The result request carries the score and the winner it implies")
    func resultRequest() throws {
        let request = GatherResultRequest(score: try #require(GatherScore(teamA: 1, teamB: 3)))
        #expect(request == GatherResultRequest(score: "1:3", winnerTeam: .teamB))
    }
}
