import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing

@testable import FootballGather

@MainActor
@Suite("Games interactor")
struct GamesInteractorTests {
    @Test("games come in the service's order; a failure reaches the caller unchanged")
    func passesOn() async throws {
        let service = FakeGameService(games: [GameFixtures.lastWeek, GameFixtures.thursday])
        let interactor = GamesInteractor(games: service)
        #expect(try await interactor.games().map(\.id) == [GameFixtures.thursday.id, GameFixtures.lastWeek.id])
        await service.failNextCall(with: .sessionExpired)
        await #expect(throws: ServiceError.sessionExpired) { try await interactor.games() }
    }
}
