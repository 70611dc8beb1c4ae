/// Creates the gather for the teams picked on ConfirmPlayers.
@MainActor
final class ConfirmPlayersInteractor: ConfirmPlayersInteracting {
    private let gathers: any GatherService

    init(gathers: any GatherService) {
        self.gathers = gathers
    }

    /// Sends only Team A and Team B; the bench never reaches the server.
    func createGather(players: [PlayerInTeam]) async throws -> Gather {
        try await gathers.createGather(players: players.filter { $0.team != .bench })
    }
}
