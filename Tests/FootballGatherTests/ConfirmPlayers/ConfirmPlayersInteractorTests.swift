import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("ConfirmPlayers interactor")
struct ConfirmPlayersInteractorTests {
    let service = FakeGatherService()

    @Test("creating a gather sends Team A and Team B in one request, never the bench")
    func createsWithoutTheBench() async throws {
        let interactor = ConfirmPlayersInteractor(gathers: service, players: FakePlayerService())
        let ana = PlayerInTeam(player: GatherFlowFixtures.ana, team: .teamA)
        let ben = PlayerInTeam(player: GatherFlowFixtures.ben, team: .teamB)

        let gather = try await interactor.createGather(
            players: [ana, PlayerInTeam(player: GatherFlowFixtures.cleo, team: .bench), ben])

        #expect(await service.calls == [.createGather(players: [ana, ben])])
        #expect(
            gather == Gather(id: FakeGatherService.id(ofCreated: 1), createdAt: gather.createdAt, players: [ana, ben]))
    }

    @Test("teams picked from a game create a gather linked to that game")
    func createsFromAGame() async throws {
        let game = GameFixtures.thursday.id
        let interactor = ConfirmPlayersInteractor(gathers: service, players: FakePlayerService(), gameID: game)
        let ana = PlayerInTeam(player: GatherFlowFixtures.ana, team: .teamA)
        let ben = PlayerInTeam(player: GatherFlowFixtures.ben, team: .teamB)

        _ = try await interactor.createGather(players: [ana, ben])

        #expect(await service.calls == [.createGatherFromGame(players: [ana, ben], game: game)])
    }

    @Test("the players' form is read in one request, and balancing then keeps the two in form apart")
    func balancesByForm() async throws {
        let players = [GatherFlowFixtures.ana, GatherFlowFixtures.ben, GatherFlowFixtures.cleo, GatherFlowFixtures.dan]
        let roster = FakePlayerService(players: players)
        for (player, results) in zip(players, [[PlayerResult.won], [.won, .won], [.lost, .lost], [.lost]]) {
            await roster.setRecord(
                PlayerRecordResponse(played: results.count, won: 0, drawn: 0, lost: 0, lastResults: results),
                forPlayer: player.id)
        }
        let interactor = ConfirmPlayersInteractor(gathers: service, players: roster, random: SeededGenerator(seed: 5))

        try await interactor.loadForm(of: players)

        #expect(await roster.calls == [.records(ids: players.map(\.id))])
        for _ in 0..<10 {
            let split = interactor.balancedTeams(for: players, differentFrom: nil)
            // Ben (+2) plays with Cleo (-2), Ana (+1) with Dan (-1): the only split with even form.
            #expect(
                Set(split.teamA) == [players[1].id, players[2].id]
                    || Set(split.teamB) == [players[1].id, players[2].id])
        }
    }

    @Test("a failure reaches the caller unchanged")
    func passesErrorsOn() async {
        let interactor = ConfirmPlayersInteractor(gathers: service, players: FakePlayerService())
        await service.failNextCall(with: .sessionExpired)

        await #expect(throws: ServiceError.sessionExpired) {
            try await interactor.createGather(players: GatherFlowFixtures.gather.players)
        }
    }
}
