import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing

@testable import FootballGather

@Suite("Live gather service: where a match stands")
struct LiveGatherServiceMatchTests {
    typealias Live = LiveGatherServiceTests
    static let ended = #"{"error":true,"reason":"This gather has already ended, 2:1."}"#

    @Test("A match that has ended is read with its final score, from the gather itself")
    func endedWithItsScore() async throws {
        let transport = FakeTransport([
            .response(status: 409, body: Self.ended), .response(status: 200, body: Live.gatherJSON),
        ])

        let match = try await Live().service(transport).match(ofGather: Live.gatherID)

        #expect(match == .ended(GatherScore(teamA: 2, teamB: 1)))
        #expect(
            transport.requests.map(\.url) == [
                "http://127.0.0.1:8080/api/gathers/\(Live.gatherID)/progress",
                "http://127.0.0.1:8080/api/gathers/\(Live.gatherID)",
            ])
    }

    @Test("When the gather cannot be read, the match has still ended, without its score")
    func endedWithoutItsScore() async throws {
        let transport = FakeTransport([
            .response(status: 409, body: Self.ended), .failure(URLError(.notConnectedToInternet)),
        ])
        #expect(try await Live().service(transport).match(ofGather: Live.gatherID) == .ended(nil))
    }
}
