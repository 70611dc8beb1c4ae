import FootballGatherAPI
import Foundation
import SQLKit

/// Reads a player's record from their ended gathers (those with a winner): two queries whatever
/// the number of gathers, one counting, one reading the last five results.
struct PlayerRecordQuery {
    let playerID: UUID
    let userID: UUID
    let sql: any SQLDatabase

    init(playerID: UUID, userID: UUID, on sql: any SQLDatabase) {
        self.playerID = playerID
        self.userID = userID
        self.sql = sql
    }

    private struct Counts: Decodable {
        var played: Int
        var won: Int?
        var drawn: Int?
    }

    private struct Outcome: Decodable {
        var team: String
        var winner: String

        var result: PlayerResult {
            if winner == GatherWinner.none.rawValue { return .drawn }
            return winner == team ? .won : .lost
        }
    }

    func response() async throws -> PlayerRecordResponse {
        let counts = try await sql.raw(
            """
            SELECT COUNT(*) AS played,
                SUM(CASE WHEN g.winner_team = gp.team THEN 1 ELSE 0 END) AS won,
                SUM(CASE WHEN g.winner_team = \(bind: GatherWinner.none.rawValue) THEN 1 ELSE 0 END) AS drawn
            \(fromEndedGathers)
            """
        ).first(decoding: Counts.self)
        let recent = try await sql.raw(
            """
            SELECT gp.team AS team, g.winner_team AS winner
            \(fromEndedGathers)
            ORDER BY g.created_at DESC, g.id DESC LIMIT \(literal: PlayerRecordResponse.lastResultsCount)
            """
        ).all(decoding: Outcome.self)
        let played = counts?.played ?? 0
        let won = counts?.won ?? 0
        let drawn = counts?.drawn ?? 0
        return PlayerRecordResponse(
            played: played, won: won, drawn: drawn, lost: played - won - drawn, lastResults: recent.map(\.result))
    }

    /// The player's places in this user's ended gathers, joined with the gathers (`gp`, `g`).
    private var fromEndedGathers: SQLQueryString {
        """
        FROM \(ident: GatherPlayerModel.schema) gp JOIN \(ident: GatherModel.schema) g ON g.id = gp.gather_id
        WHERE gp.player_id = \(bind: playerID) AND g.user_id = \(bind: userID) AND g.winner_team IS NOT NULL
        """
    }
}
