import FootballGatherAPI
import Foundation
import VIPERKit

/// Loads and deletes players, finds the match in progress, and logs out.
@MainActor
final class PlayerListInteractor: PlayerListInteracting {
    private let players: any PlayerService
    private let accounts: any AccountService
    private let gathers: any GatherService
    private let changes: any TopicChangeSource

    init(
        players: any PlayerService, accounts: any AccountService, gathers: any GatherService,
        changes: any TopicChangeSource = NoTopicChanges()
    ) {
        self.players = players
        self.accounts = accounts
        self.gathers = gathers
        self.changes = changes
    }

    func followRoster(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower {
        TopicFollower(topics: [.players], from: changes, reload: reload)
    }

    func followMatches(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower {
        TopicFollower(followingTopics: { $0 == .gathers || $0.isGather }, from: changes, reload: reload)
    }

    func unfinishedGather() async throws -> UnfinishedGather? {
        try await gathers.unfinishedGather()
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
