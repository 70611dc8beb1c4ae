import FootballGatherAPI
import VIPERKit

/// Loads the organiser's games for the Games screen, and hears when they change elsewhere (an
/// answer through a link, another device).
@MainActor
final class GamesInteractor: GamesInteracting {
    private let service: any GameService
    private let changes: any TopicChangeSource

    init(games: any GameService, changes: any TopicChangeSource = NoTopicChanges()) {
        self.service = games
        self.changes = changes
    }

    func games() async throws -> [GameSummary] {
        try await service.games()
    }

    func followGames(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower {
        TopicFollower(topics: [.games, .gathers], from: changes, reload: reload)
    }
}
