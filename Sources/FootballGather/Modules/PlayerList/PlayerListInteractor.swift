import Foundation

/// Loads and deletes players, and logs out.
@MainActor
final class PlayerListInteractor: PlayerListInteracting {
    private let players: any PlayerService
    private let accounts: any AccountService

    init(players: any PlayerService, accounts: any AccountService) {
        self.players = players
        self.accounts = accounts
    }

    func loadPlayers() async throws -> [Player] {
        try await players.players()
    }

    func deletePlayer(id: UUID) async throws {
        try await players.deletePlayer(id: id)
    }

    func logout() async throws {
        try await accounts.logout()
    }
}
