import FootballGatherAPI
import Foundation

/// The games an organiser arranges and the people who answer them through the invite link.
///
/// Games travel as their wire types (``GameSummary``, ``GameResponse``): the app shows them as
/// the server has them and changes them only through the server.
public protocol GameService: Sendable {
    /// The organiser's games: upcoming first (soonest first), then past (latest first).
    func games() async throws -> [GameSummary]
    /// The game `id` as the server has it now, with its people.
    /// - Throws: ``ServiceError/notFound`` when it is gone (or is another account's).
    func game(id: UUID) async throws -> GameResponse
    /// Creates a game with a new invite link and nobody in yet.
    /// - Throws: ``ServiceError/rejected(reason:)`` with the server's sentence for bad input.
    func createGame(_ request: GameRequest) async throws -> GameResponse
    /// Replaces every field of game `id` with `request`'s.
    func updateGame(id: UUID, with request: GameRequest) async throws -> GameResponse
    /// Deletes game `id`, its people and its link.
    func deleteGame(id: UUID) async throws
    /// Gives game `id` a new invite link; the old one stops working.
    func renewInviteLink(ofGame id: UUID) async throws -> GameResponse
    /// The organiser's `change` to person `personID` of game `id` (moved in or out, paid).
    func change(person personID: UUID, ofGame id: UUID, _ change: GamePersonChange) async throws -> GameResponse
    /// Everyone in game `id`, as the roster's players in the order they answered: a guest who is
    /// in joins the roster (or is the roster's player of the same name). Also the game as it is now.
    func pickTeams(ofGame id: UUID) async throws -> (players: [Player], game: GameResponse)
}
