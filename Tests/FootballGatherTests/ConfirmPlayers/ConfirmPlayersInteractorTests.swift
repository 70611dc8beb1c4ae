import FootballGatherTestSupport
import Testing

@testable import FootballGather

@MainActor
@Suite("ConfirmPlayers interactor")
struct ConfirmPlayersInteractorTests {
    let service = FakeGatherService()

    @Test("creating a gather sends Team A and Team B in one request, never the bench")
    func createsWithoutTheBench() async throws {
        let interactor = ConfirmPlayersInteractor(gathers: service)
        let ana = PlayerInTeam(player: GatherFlowFixtures.ana, team: .teamA)
        let ben = PlayerInTeam(player: GatherFlowFixtures.ben, team: .teamB)

        let gather = try await interactor.createGather(
            players: [ana, PlayerInTeam(player: GatherFlowFixtures.cleo, team: .bench), ben])

        #expect(await service.calls == [.createGather(players: [ana, ben])])
        #expect(
            gather == Gather(id: FakeGatherService.id(ofCreated: 1), createdAt: gather.createdAt, players: [ana, ben]))
    }

    @Test("a failure reaches the caller unchanged")
    func passesErrorsOn() async {
        let interactor = ConfirmPlayersInteractor(gathers: service)
        await service.failNextCall(with: .sessionExpired)

        await #expect(throws: ServiceError.sessionExpired) {
            try await interactor.createGather(players: GatherFlowFixtures.gather.players)
        }
    }
}
