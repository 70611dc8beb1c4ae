import Foundation

/// Balances and creates the gather for the teams picked on ConfirmPlayers.
@MainActor
final class ConfirmPlayersInteractor: ConfirmPlayersInteracting {
    private let gathers: any GatherService
    private let players: any PlayerService
    private var random: any RandomNumberGenerator
    /// The game these teams are picked for (Pick teams on its screen); `nil` from the player list.
    private let gameID: UUID?
    /// The players' recent form once loaded (``TeamBalancer/formValue(_:)``); empty until then.
    private var form: [UUID: Int] = [:]

    /// - Parameters:
    ///   - random: picks among splits of the same quality when balancing; seed it in tests.
    ///   - gameID: the game the teams are picked for; its gather is linked to it.
    init(
        gathers: any GatherService, players: any PlayerService,
        random: any RandomNumberGenerator = SystemRandomNumberGenerator(), gameID: UUID? = nil
    ) {
        self.gathers = gathers
        self.players = players
        self.random = random
        self.gameID = gameID
    }

    func loadForm(of players: [Player]) async throws {
        let records = try await self.players.records(ofPlayers: players.map(\.id))
        form = records.mapValues { TeamBalancer.formValue($0.lastResults) }
    }

    func balancedTeams(for players: [Player], differentFrom previous: TeamSplit?) -> TeamSplit {
        var generator = random
        defer { random = generator }
        return split(players, differentFrom: previous, using: &generator)
    }

    private func split(
        _ players: [Player], differentFrom previous: TeamSplit?, using generator: inout some RandomNumberGenerator
    ) -> TeamSplit {
        TeamBalancer.balancedSplit(of: players, form: form, differentFrom: previous, using: &generator)
    }

    /// Sends only Team A and Team B; the bench never reaches the server.
    func createGather(players: [PlayerInTeam]) async throws -> Gather {
        let playing = players.filter { $0.team != .bench }
        guard let gameID else { return try await gathers.createGather(players: playing) }
        return try await gathers.createGather(players: playing, fromGame: gameID)
    }
}
