import FootballGatherAPI
import Foundation

/// Games over the API (`/api/games`).
public struct LiveGameService: GameService {
    private let client: APIClient
    /// Games per request: the most a page holds, so an account's 1,000 games come in five.
    static let pageSize = 200

    public init(client: APIClient) {
        self.client = client
    }

    public func games() async throws -> [GameSummary] {
        try await client.allPages(of: .listGames, pageSize: Self.pageSize)
    }

    public func game(id: UUID) async throws -> GameResponse {
        try await client.response(to: .call(.getGame, id))
    }

    public func createGame(_ request: GameRequest) async throws -> GameResponse {
        try await client.response(to: .creating("game", .createGame, sending: request))
    }

    public func updateGame(id: UUID, with request: GameRequest) async throws -> GameResponse {
        try await client.response(to: .call(.replaceGame, id, sending: request))
    }

    public func deleteGame(id: UUID) async throws {
        try await client.send(.call(.deleteGame, id))
    }

    public func renewInviteLink(ofGame id: UUID) async throws -> GameResponse {
        try await client.response(to: .call(.renewInviteLink, id))
    }

    public func change(person personID: UUID, ofGame id: UUID, _ change: GamePersonChange) async throws
        -> GameResponse
    {
        try await client.response(to: .call(.changeGamePerson, id, personID, sending: change))
    }

    public func pickTeams(ofGame id: UUID) async throws -> (players: [Player], game: GameResponse) {
        let pick: GameTeamPick = try await client.response(to: .call(.pickGameTeams, id))
        return (pick.players.map(Player.init), pick.game)
    }
}
