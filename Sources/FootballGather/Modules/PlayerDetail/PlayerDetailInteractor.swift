import FootballGatherAPI
import VIPERKit

/// Keeps the player the details show, replaced after each successful edit, and loads their record.
@MainActor
final class PlayerDetailInteractor: PlayerDetailInteracting {
    private(set) var player: Player
    private let players: any PlayerService
    private let changes: any TopicChangeSource

    init(player: Player, players: any PlayerService, changes: any TopicChangeSource = NoTopicChanges()) {
        self.player = player
        self.players = players
        self.changes = changes
    }

    /// The roster (the player) and the gathers (their record) changed elsewhere.
    func followPlayer(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower {
        TopicFollower(topics: [.players, .gathers], from: changes, reload: reload)
    }

    func reloadPlayer() async throws -> Player? {
        do {
            player = try await players.player(id: player.id)
            return player
        } catch ServiceError.notFound {
            return nil
        }
    }

    func replacePlayer(with player: Player) {
        self.player = player
    }

    func record() async throws -> PlayerRecordResponse {
        try await players.record(ofPlayer: player.id)
    }
}
