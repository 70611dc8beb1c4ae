import FootballGather
import FootballGatherAPI
import Foundation

/// An in-memory ``PlayerService`` that records every call and can be told to fail the next one.
///
/// It checks what the server checks (a non-empty name, the player exists) and gives new
/// players predictable ids: `UUID(fake: n, kind: 1)` for the `n`th player it creates.
public actor FakePlayerService: PlayerService {
    /// One call made to the service.
    public enum Call: Equatable, Sendable {
        case players
        case player(id: UUID)
        case createPlayer(PlayerRequest)
        /// An update of `Player`, sent over the copy the client had read (`replacing`).
        case updatePlayer(Player, replacing: Player)
        case deletePlayer(id: UUID)
        case record(id: UUID)
        case records(ids: [UUID])
    }

    /// Every call, oldest first.
    public private(set) var calls: [Call] = []
    /// The stored players, in the order they were created.
    public private(set) var stored: [Player]
    private var nextError: ServiceError?
    private var createdCount = 0

    /// - Parameter players: players already stored.
    public init(players: [Player] = []) {
        self.stored = players
    }

    /// Makes the next call (whichever it is) throw `error` instead of answering.
    public func failNextCall(with error: ServiceError) {
        nextError = error
    }

    /// The id the `n`th player created by this fake gets (1 for the first).
    public static func id(ofCreated n: Int) -> UUID {
        UUID(fake: n, kind: 1)
    }

    /// The stored players in the server's order (by name, then id).
    public func players() async throws -> [Player] {
        calls.append(.players)
        try throwPendingError()
        return Player.inServerOrder(stored)
    }

    public func player(id: UUID) async throws -> Player {
        calls.append(.player(id: id))
        try throwPendingError()
        guard let player = stored.first(where: { $0.id == id }) else { throw ServiceError.notFound }
        return player
    }

    /// Changes a stored player as another device would, so the client's copy is out of date.
    public func changeElsewhere(_ player: Player) {
        guard let index = stored.firstIndex(where: { $0.id == player.id }) else { return }
        stored[index] = player
    }

    public func createPlayer(_ request: PlayerRequest) async throws -> Player {
        calls.append(.createPlayer(request))
        try throwPendingError()
        let name = request.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard PlayerRules.nameLength.contains(name.count) else {
            throw ServiceError.rejected(reason: "The name must be 1 to 100 characters long.")
        }
        createdCount += 1
        let player = Player(
            id: Self.id(ofCreated: createdCount), name: name, age: request.age, skill: request.skill,
            preferredPosition: request.preferredPosition, favouriteTeam: request.favouriteTeam)
        stored.append(player)
        return player
    }

    /// Like the server with `If-Match`: refuses with ``ServiceError/changedElsewhere`` when the
    /// stored player is no longer `original`.
    public func updatePlayer(_ player: Player, replacing original: Player) async throws -> Player {
        calls.append(.updatePlayer(player, replacing: original))
        try throwPendingError()
        guard let index = stored.firstIndex(where: { $0.id == player.id }) else { throw ServiceError.notFound }
        guard stored[index] == original else { throw ServiceError.changedElsewhere }
        stored[index] = player
        return player
    }

    public func deletePlayer(id: UUID) async throws {
        calls.append(.deletePlayer(id: id))
        try throwPendingError()
        guard stored.contains(where: { $0.id == id }) else { throw ServiceError.notFound }
        stored.removeAll { $0.id == id }
    }

    /// Records answered by ``record(ofPlayer:)`` and ``records(ofPlayers:)``; a player not listed has played nothing.
    public private(set) var records: [UUID: PlayerRecordResponse] = [:]

    /// Makes ``record(ofPlayer:)`` and ``records(ofPlayers:)`` answer `record` for the player with `id`.
    public func setRecord(_ record: PlayerRecordResponse, forPlayer id: UUID) {
        records[id] = record
    }

    public func record(ofPlayer id: UUID) async throws -> PlayerRecordResponse {
        calls.append(.record(id: id))
        try throwPendingError()
        guard stored.contains(where: { $0.id == id }) else { throw ServiceError.notFound }
        return records[id] ?? Self.noRecord
    }

    public func records(ofPlayers ids: [UUID]) async throws -> [UUID: PlayerRecordResponse] {
        calls.append(.records(ids: ids))
        try throwPendingError()
        guard ids.allSatisfy({ id in stored.contains { $0.id == id } }) else { throw ServiceError.notFound }
        return Dictionary(ids.map { ($0, records[$0] ?? Self.noRecord) }, uniquingKeysWith: { first, _ in first })
    }

    private static let noRecord = PlayerRecordResponse(played: 0, won: 0, drawn: 0, lost: 0, lastResults: [])

    private func throwPendingError() throws {
        if let error = nextError {
            nextError = nil
            throw error
        }
    }
}
