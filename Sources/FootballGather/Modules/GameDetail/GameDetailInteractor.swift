import FootballGatherAPI
import Foundation
import VIPERKit

/// Reads and changes the game shown on GameDetail through the game service.
@MainActor
final class GameDetailInteractor: GameDetailInteracting {
    private let games: any GameService
    private let changes: any TopicChangeSource

    init(games: any GameService, changes: any TopicChangeSource = NoTopicChanges()) {
        self.games = games
        self.changes = changes
    }

    func followGame(id: UUID, _ reload: @escaping @MainActor () async -> Void) -> TopicFollower {
        TopicFollower(topics: [DataTopic.game(id)], from: changes, reload: reload)
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
