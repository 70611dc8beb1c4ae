import FootballGatherAPI

/// Creates players through the player service.
@MainActor
final class PlayerAddInteractor: PlayerAddInteracting {
    private let players: any PlayerService

    init(players: any PlayerService) {
        self.players = players
    }

    func createPlayer(name: String) async throws -> Player {
        try await players.createPlayer(PlayerRequest(name: name))
    }
}
