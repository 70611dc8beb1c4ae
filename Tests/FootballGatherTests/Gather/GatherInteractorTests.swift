import FootballGatherAPI
import FootballGatherTestSupport
import Testing

@testable import FootballGather

@MainActor
@Suite("Gather interactor")
struct GatherInteractorTests {
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])

    @Test("ending records the score and the winner it implies for this gather")
    func endsTheGather() async throws {
        let interactor = GatherInteractor(gathers: service, gatherID: GatherFlowFixtures.gather.id)
        let score = try #require(GatherScore(teamA: 1, teamB: 4))

        let ended = try await interactor.endGather(score: score)

        var expected = GatherFlowFixtures.gather
        expected.score = score
        expected.winner = .teamB
        #expect(ended == expected)
        #expect(await service.calls == [.endGather(id: GatherFlowFixtures.gather.id, score: score)])
    }

    @Test("a failure reaches the caller unchanged")
    func passesErrorsOn() async throws {
        let interactor = GatherInteractor(gathers: service, gatherID: GatherFlowFixtures.gather.id)
        await service.failNextCall(with: .sessionExpired)
        let score = try #require(GatherScore(teamA: 0, teamB: 0))

        await #expect(throws: ServiceError.sessionExpired) { try await interactor.endGather(score: score) }
    }
}
