import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing

@testable import FootballGather

@Suite("Fake gather service")
struct FakeGatherServiceTests {
    @Test("it creates gathers with predictable ids and dates, leaves the bench out, and lists newest first")
    func createsAndLists() async throws {
        let service = FakeGatherService(firstDate: Date(timeIntervalSince1970: 0))
        let ana = PlayerInTeam(player: GatherFlowFixtures.ana, team: .teamA)
        let ben = PlayerInTeam(player: GatherFlowFixtures.ben, team: .teamB)
        let cleo = PlayerInTeam(player: GatherFlowFixtures.cleo, team: .bench)

        let first = try await service.createGather(players: [ana, cleo, ben])
        let second = try await service.createGather(players: [ben, ana])

        #expect(
            first
                == Gather(
                    id: FakeGatherService.id(ofCreated: 1), createdAt: Date(timeIntervalSince1970: 0),
                    players: [ana, ben]))
        #expect(
            second
                == Gather(
                    id: FakeGatherService.id(ofCreated: 2), createdAt: Date(timeIntervalSince1970: 60),
                    players: [ben, ana]))
        #expect(try await service.gathers() == [second, first])
        #expect(
            await service.calls == [
                .createGather(players: [ana, cleo, ben]), .createGather(players: [ben, ana]), .gathers,
            ])
    }

    @Test("like the server, it refuses a gather with an empty team")
    func refusesAnEmptyTeam() async {
        let service = FakeGatherService()

        await #expect(throws: ServiceError.rejected(reason: "Team A and Team B each need at least one player.")) {
            try await service.createGather(players: [PlayerInTeam(player: GatherFlowFixtures.ana, team: .teamA)])
        }
        #expect(await service.stored.isEmpty)
    }

    @Test("ending an unknown gather answers not found")
    func endUnknown() async throws {
        let service = FakeGatherService()
        let score = try #require(GatherScore(teamA: 1, teamB: 0))

        await #expect(throws: ServiceError.notFound) { try await service.endGather(id: UUID(), score: score) }
    }

    @Test("a planned failure hits the next call only")
    func failsOnce() async throws {
        let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
        await service.failNextCall(with: .sessionExpired)

        await #expect(throws: ServiceError.sessionExpired) { try await service.gathers() }
        #expect(try await service.gathers() == [GatherFlowFixtures.gather])
    }
}
