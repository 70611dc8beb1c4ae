/// Balances and creates the gather for the teams picked on ConfirmPlayers.
@MainActor
final class ConfirmPlayersInteractor: ConfirmPlayersInteracting {
    private let gathers: any GatherService
    private var random: any RandomNumberGenerator

    /// - Parameter random: deals the players within a class when balancing; seed it in tests.
    init(gathers: any GatherService, random: any RandomNumberGenerator = SystemRandomNumberGenerator()) {
        self.gathers = gathers
        self.random = random
    }

    func balancedTeams(for players: [Player], differentFrom previous: TeamSplit?) -> TeamSplit {
        TeamBalancer.balancedSplit(of: players, differentFrom: previous, using: &random)
    }

    /// Sends only Team A and Team B; the bench never reaches the server.
    func createGather(players: [PlayerInTeam]) async throws -> Gather {
        try await gathers.createGather(players: players.filter { $0.team != .bench })
    }
}
