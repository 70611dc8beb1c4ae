import FootballGatherAPI
import Foundation

/// Creates and changes games through the game service.
@MainActor
final class GameEditInteractor: GameEditInteracting {
    private let games: any GameService

    init(games: any GameService) {
        self.games = games
    }

    func createGame(_ request: GameRequest) async throws -> GameResponse {
        try await games.createGame(request)
    }

    func updateGame(id: UUID, with request: GameRequest) async throws -> GameResponse {
        try await games.updateGame(id: id, with: request)
    }
}
