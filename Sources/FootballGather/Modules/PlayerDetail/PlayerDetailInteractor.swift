import FootballGatherAPI

/// Keeps the player the details show, replaced after each successful edit, and loads their record.
@MainActor
final class PlayerDetailInteractor: PlayerDetailInteracting {
    private(set) var player: Player
    private let players: any PlayerService

    init(player: Player, players: any PlayerService) {
        self.player = player
        self.players = players
    }

    func replacePlayer(with player: Player) {
        self.player = player
    }

    func record() async throws -> PlayerRecordResponse {
        try await players.record(ofPlayer: player.id)
    }
}
