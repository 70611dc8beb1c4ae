import FootballGatherAPI
import Foundation
import SQLKit

/// Reads players' records from their ended gathers (those with a winner): two queries whatever
/// the number of players and gathers, one counting, one reading each player's last five results.
struct PlayerRecordQuery {
    let playerIDs: [UUID]
    let userID: UUID
    let sql: any SQLDatabase

    init(playerIDs: [UUID], userID: UUID, on sql: any SQLDatabase) {
        self.playerIDs = playerIDs
        self.userID = userID
        self.sql = sql
    }

    private struct Counts: Decodable {
        var player: UUID
        var played: Int
        var won: Int?
        var drawn: Int?
    }

    private struct Outcome: Decodable {
        var player: UUID
        var team: String
        var winner: String

        var result: PlayerResult {
            if winner == GatherWinner.none.rawValue { return .drawn }
            return winner == team ? .won : .lost
        }
    }

    /// Every player's record, in the order of ``playerIDs``; a player without ended gathers has
    /// an empty one.
    func entries() async throws -> [PlayerRecordEntry] {
        guard !playerIDs.isEmpty else { return [] }
        let counts = try await sql.raw(
            """
            SELECT gp.player_id AS player, COUNT(*) AS played,
                SUM(CASE WHEN g.winner_team = gp.team THEN 1 ELSE 0 END) AS won,
                SUM(CASE WHEN g.winner_team = \(bind: GatherWinner.none.rawValue) THEN 1 ELSE 0 END) AS drawn
            \(fromEndedGathers)
            GROUP BY gp.player_id
            """
        ).collectedRows(decoding: Counts.self)
        let recent = try await sql.raw(
            """
            SELECT player, team, winner FROM (
                SELECT gp.player_id AS player, gp.team AS team, g.winner_team AS winner,
                    ROW_NUMBER() OVER (PARTITION BY gp.player_id ORDER BY g.created_at DESC, g.id DESC) AS place
                \(fromEndedGathers)
            ) ranked
            WHERE place <= \(literal: PlayerRecordResponse.lastResultsCount)
            ORDER BY player, place
            """
        ).collectedRows(decoding: Outcome.self)
        let games = try await gameCounts()
        let countsByPlayer = Dictionary(counts.map { ($0.player, $0) }, uniquingKeysWith: { first, _ in first })
        let resultsByPlayer = Dictionary(grouping: recent, by: \.player)
        return playerIDs.map { id in
            let played = countsByPlayer[id]?.played ?? 0
            let won = countsByPlayer[id]?.won ?? 0
            let drawn = countsByPlayer[id]?.drawn ?? 0
            let record = PlayerRecordResponse(
                played: played, won: won, drawn: drawn, lost: played - won - drawn,
                lastResults: (resultsByPlayer[id] ?? []).map(\.result), gamesIn: games[id]?.answeredIn ?? 0,
                gamesPlayed: games[id]?.played ?? 0)
            return PlayerRecordEntry(playerId: id, record: record)
        }
    }

    private struct GameCounts: Decodable {
        var player: UUID
        var answeredIn: Int?
        var played: Int?

        enum CodingKeys: String, CodingKey {
            case player
            case answeredIn = "answered_in"
            case played
        }
    }

    /// For each player, the games begun (or played already) they are in, and those whose ended
    /// gather they played in.
    private func gameCounts() async throws -> [UUID: GameCounts] {
        let rows = try await sql.raw(
            """
            SELECT p.player_id AS player,
                SUM(CASE WHEN p.standing = \(bind: GameStanding.in.rawValue) THEN 1 ELSE 0 END) AS answered_in,
                SUM(CASE WHEN g.winner_team IS NOT NULL AND EXISTS (
                    SELECT 1 FROM \(ident: GatherPlayerModel.schema) gp
                    WHERE gp.gather_id = g.id AND gp.player_id = p.player_id
                ) THEN 1 ELSE 0 END) AS played
            FROM \(ident: GamePersonModel.schema) p JOIN \(ident: GameModel.schema) m ON m.id = p.game_id
            LEFT JOIN \(ident: GatherModel.schema) g ON g.id = m.gather_id
            WHERE p.player_id IN (\(binds: playerIDs)) AND m.user_id = \(bind: userID)
                AND (m.starts_at <= \(bind: Date()) OR g.winner_team IS NOT NULL)
            GROUP BY p.player_id
            """
        ).collectedRows(decoding: GameCounts.self)
        return Dictionary(rows.map { ($0.player, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The players' places in this user's ended gathers, joined with the gathers (`gp`, `g`).
    private var fromEndedGathers: SQLQueryString {
        """
        FROM \(ident: GatherPlayerModel.schema) gp JOIN \(ident: GatherModel.schema) g ON g.id = gp.gather_id
        WHERE gp.player_id IN (\(binds: playerIDs)) AND g.user_id = \(bind: userID) AND g.winner_team IS NOT NULL
        """
    }
}
