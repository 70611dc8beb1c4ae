import FootballGatherAPI
import Foundation

/// The user's roster over the API.
public struct LivePlayerService: PlayerService {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func players() async throws -> [Player] {
        let players: [PlayerResponse] = try await client.response(to: .get(APIPath.players))
        return players.map(Player.init)
    }

    public func createPlayer(_ request: PlayerRequest) async throws -> Player {
        let player: PlayerResponse = try await client.response(to: .post(APIPath.players, request))
        return Player(player)
    }

    public func updatePlayer(_ player: Player) async throws -> Player {
        let updated: PlayerResponse = try await client.response(
            to: .put(APIPath.player(player.id), PlayerRequest(player)))
        return Player(updated)
    }

    public func deletePlayer(id: UUID) async throws {
        try await client.send(.delete(APIPath.player(id)))
    }
}
