import FootballGatherAPI
import Foundation
import VIPERKit

/// Reads and changes the game shown on GameDetail through the game service, and reads the result
/// of the gather played from it.
@MainActor
final class GameDetailInteractor: GameDetailInteracting {
    private let games: any GameService
    private let gathers: (any GatherService)?
    private let changes: any TopicChangeSource

    /// - Parameter gathers: where the result of the gather played from the game is read; without
    ///   it, none is shown.
    init(
        games: any GameService, gathers: (any GatherService)? = nil, changes: any TopicChangeSource = NoTopicChanges()
    ) {
        self.games = games
        self.gathers = gathers
        self.changes = changes
    }

    func followGame(id: UUID, _ reload: @escaping @MainActor () async -> Void) -> TopicFollower {
        TopicFollower(topics: [.game(id), .gathers], from: changes, reload: reload)
    }

    func result(ofGather id: UUID) async throws -> GatherScore? {
        guard let gathers, case .ended(let score) = try await gathers.match(ofGather: id) else { return nil }
        return score
    }

    func game(id: UUID) async throws -> GameResponse {
        try await games.game(id: id)
    }

    func save(_ game: GameResponse) async throws -> GameResponse {
        try await games.updateGame(
            id: game.id,
            with: GameRequest(
                startsAt: game.startsAt, timeZone: game.timeZone, place: game.place, capacity: game.capacity,
                note: game.note, costPerHead: game.costPerHead, repeatsWeekly: game.repeatsWeekly,
                answersOpen: game.answersOpen))
    }

    func change(person: UUID, ofGame id: UUID, _ change: GamePersonChange) async throws -> GameResponse {
        try await games.change(person: person, ofGame: id, change)
    }

    func renewInviteLink(ofGame id: UUID) async throws -> GameResponse {
        try await games.renewInviteLink(ofGame: id)
    }

    func pickTeams(ofGame id: UUID) async throws -> (players: [Player], game: GameResponse) {
        try await games.pickTeams(ofGame: id)
    }

    func deleteGame(id: UUID) async throws {
        do {
            try await games.deleteGame(id: id)
        } catch ServiceError.notFound {
            // Already deleted elsewhere: gone, as the organiser asked.
        }
    }
}
