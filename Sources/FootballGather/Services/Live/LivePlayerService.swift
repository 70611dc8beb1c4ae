import FootballGatherAPI
import Foundation

/// The user's roster over the API.
public struct LivePlayerService: PlayerService {
    /// Players asked for per page (the server's maximum).
    static let pageSize = 200
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func players() async throws -> [Player] {
        let players: [PlayerResponse] = try await client.allPages(of: .listPlayers, pageSize: Self.pageSize)
        return players.map(Player.init)
    }

    public func player(id: UUID) async throws -> Player {
        let player: PlayerResponse = try await client.response(to: .call(.getPlayer, id))
        return Player(player)
    }

    public func createPlayer(_ request: PlayerRequest) async throws -> Player {
        let player: PlayerResponse = try await client.response(
            to: .creating("player", .createPlayer, sending: request))
        return Player(player)
    }

    /// Sends `If-Match` with the entity tag of `original`, so a change made elsewhere meanwhile
    /// is refused (412) rather than overwritten.
    public func updatePlayer(_ player: Player, replacing original: Player) async throws -> Player {
        let ifMatch = PlayerResponse(original).entityTag
        let updated: PlayerResponse = try await client.response(
            to: .call(.replacePlayer, player.id, sending: PlayerRequest(player), ifMatch: ifMatch))
        return Player(updated)
    }

    public func deletePlayer(id: UUID) async throws {
        try await client.send(.call(.deletePlayer, id))
    }

    public func record(ofPlayer id: UUID) async throws -> PlayerRecordResponse {
        try await client.response(to: .call(.getPlayerRecord, id))
    }

    /// One request per ``PlayerRecordsRules/maxPlayers`` players: one for any gather's players.
    public func records(ofPlayers ids: [UUID]) async throws -> [UUID: PlayerRecordResponse] {
        var records: [UUID: PlayerRecordResponse] = [:]
        for start in stride(from: 0, to: ids.count, by: PlayerRecordsRules.maxPlayers) {
            let batch = Array(ids[start..<min(ids.count, start + PlayerRecordsRules.maxPlayers)])
            let entries: [PlayerRecordEntry] = try await client.response(
                to: .call(.getPlayerRecords, query: [PlayerRecordsRules.idsParameter: Self.idList(batch)]))
            for entry in entries { records[entry.playerId] = entry.record }
        }
        return records
    }

    /// `ids` as the records' `ids` parameter takes them: separated by commas.
    static func idList(_ ids: [UUID]) -> String {
        ids.map(\.uuidString).joined(separator: ",")
    }
}
