import FootballGatherAPI

/// Loads the organiser's games for the Games screen.
@MainActor
final class GamesInteractor: GamesInteracting {
    private let service: any GameService

    init(games: any GameService) {
        self.service = games
    }

    func games() async throws -> [GameSummary] {
        try await service.games()
    }
}
