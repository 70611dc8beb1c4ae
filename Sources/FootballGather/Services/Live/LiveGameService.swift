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
        try await client.allPages(of: APIPath.games + "?limit=\(Self.pageSize)")
    }

    public func game(id: UUID) async throws -> GameResponse {
        try await client.response(to: .get(APIPath.game(id)))
    }

    public func createGame(_ request: GameRequest) async throws -> GameResponse {
        try await client.response(to: .creating("game", APIPath.games, request))
    }

    public func updateGame(id: UUID, with request: GameRequest) async throws -> GameResponse {
        try await client.response(to: .put(APIPath.game(id), request))
    }

    public func deleteGame(id: UUID) async throws {
        try await client.send(.delete(APIPath.game(id)))
    }

    public func renewInviteLink(ofGame id: UUID) async throws -> GameResponse {
        try await client.response(to: APIRequest(method: "POST", path: APIPath.inviteLink(ofGame: id)))
    }

    public func change(person personID: UUID, ofGame id: UUID, _ change: GamePersonChange) async throws
        -> GameResponse
    {
        try await client.response(to: .patch(APIPath.person(personID, ofGame: id), change))
    }

    public func pickTeams(ofGame id: UUID) async throws -> (players: [Player], game: GameResponse) {
        let pick: GameTeamPick = try await client.response(
            to: APIRequest(method: "POST", path: APIPath.pickTeams(ofGame: id)))
        return (pick.players.map(Player.init), pick.game)
    }
}
