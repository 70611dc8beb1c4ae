import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing

@testable import FootballGather

@MainActor
@Suite("History interactor")
struct HistoryInteractorTests {
    @Test("ended gathers come newest first whatever order the service answers in; unended ones are left out")
    func sortsNewestFirst() async throws {
        let score = try #require(GatherScore(teamA: 1, teamB: 0))
        let first = Gather(id: UUID(), createdAt: Date(timeIntervalSince1970: 10), score: score, players: [])
        let unended = Gather(id: UUID(), createdAt: Date(timeIntervalSince1970: 15), players: [])
        let second = Gather(id: UUID(), createdAt: Date(timeIntervalSince1970: 20), score: score, players: [])
        let interactor = HistoryInteractor(gathers: OldestFirstGatherService(gathers: [first, unended, second]))

        #expect(try await interactor.gathers() == [second, first])
    }

    @Test("a failure reaches the caller unchanged")
    func passesErrorsOn() async {
        let service = FakeGatherService()
        await service.failNextCall(with: .sessionExpired)
        let interactor = HistoryInteractor(gathers: service)

        await #expect(throws: ServiceError.sessionExpired) { try await interactor.gathers() }
    }
}

/// A gather service that lists gathers in the order it was given; it does nothing else.
private struct OldestFirstGatherService: GatherService {
    let gathers: [Gather]

    func createGather(players: [PlayerInTeam]) async throws -> Gather { throw ServiceError.notFound }
    func createGather(players: [PlayerInTeam], fromGame gameID: UUID) async throws -> Gather {
        throw ServiceError.notFound
    }
    func endGather(id: UUID, score: GatherScore) async throws -> Gather { throw ServiceError.notFound }
    func gathers() async throws -> [Gather] { gathers }
    func deleteGather(id: UUID) async throws { throw ServiceError.notFound }
    func apply(_ operation: GatherOperation, toGather id: UUID) async throws -> AppliedOperation {
        throw ServiceError.notFound
    }
    func match(ofGather id: UUID) async throws -> MatchState { .gone }
    func unfinishedGather() async throws -> UnfinishedGather? { nil }
    func shareLiveLink(ofGather id: UUID) async throws -> LiveLink { throw ServiceError.notFound }
    func liveLink(ofGather id: UUID) async throws -> LiveLink? { nil }
    func stopLiveLink(ofGather id: UUID) async throws {}
}
