import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing

@testable import FootballGather

@MainActor
@Suite("History interactor")
struct HistoryInteractorTests {
    @Test("gathers come newest first whatever order the service answers in")
    func sortsNewestFirst() async throws {
        let first = Gather(id: UUID(), createdAt: Date(timeIntervalSince1970: 10), players: [])
        let second = Gather(id: UUID(), createdAt: Date(timeIntervalSince1970: 20), players: [])
        let interactor = HistoryInteractor(gathers: OldestFirstGatherService(gathers: [first, second]))

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
    func endGather(id: UUID, score: GatherScore) async throws -> Gather { throw ServiceError.notFound }
    func gathers() async throws -> [Gather] { gathers }
}
