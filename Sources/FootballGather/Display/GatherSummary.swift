import Foundation

/// A past gather as the screens that show one write it: date, score, winner and both teams.
public struct GatherSummary: Equatable, Sendable, Identifiable {
    public var id: UUID
    /// When the gather was created, formatted for a person.
    public var date: String
    /// "A:B", or "-" when the gather was never ended.
    public var score: String
    /// "Team A", "Team B", "Draw", or "-" when the gather was never ended.
    public var winner: String
    /// Names of Team A's players.
    public var teamA: [String]
    /// Names of Team B's players.
    public var teamB: [String]

    public init(id: UUID, date: String, score: String, winner: String, teamA: [String], teamB: [String]) {
        self.id = id
        self.date = date
        self.score = score
        self.winner = winner
        self.teamA = teamA
        self.teamB = teamB
    }

    /// How a gather's date is written by default: date and time in the user's locale and this
    /// device's time zone.
    @MainActor public static func formatDate(_ date: Date) -> String {
        formatDate(date, timeZone: .current)
    }

    /// A gather's date and time in the user's locale, in `timeZone` (the viewer's: a browser's
    /// own, not the server's).
    @MainActor public static func formatDate(_ date: Date, timeZone: TimeZone) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, timeZone: timeZone))
    }

    /// `gather` with its date written by `formatDate`.
    init(_ gather: Gather, formatDate: (Date) -> String) {
        let winner: String =
            switch gather.winner {
            case .teamA: "Team A"
            case .teamB: "Team B"
            case .none?: "Draw"
            case nil: "-"
            }
        self.init(
            id: gather.id, date: formatDate(gather.createdAt), score: gather.score?.description ?? "-",
            winner: winner, teamA: gather.players.filter { $0.team == .teamA }.map(\.player.name),
            teamB: gather.players.filter { $0.team == .teamB }.map(\.player.name))
    }

    /// "Score 2:1", or "Not ended".
    public var result: String {
        score == "-" ? "Not ended" : "Score \(score)"
    }

    /// "Winner: Team A" or "Draw"; `nil` when the gather was never ended.
    public var outcome: String? {
        guard score != "-" else { return nil }
        return winner == "Draw" ? "Draw" : "Winner: \(winner)"
    }

    /// Result and outcome on one line: "Score 2:1   Winner: Team A", or "Not ended".
    public var resultLine: String {
        ([result] + (outcome.map { [$0] } ?? [])).joined(separator: "   ")
    }

    /// The date, then ``resultLine``: "24 Nov 2026 at 18:00   Score 2:1   Winner: Team A".
    public var headline: String {
        "\(date)   \(resultLine)"
    }

    /// Both teams as lines: "Team A" and its players ("-" for none).
    public var teams: [(name: String, players: String)] {
        [("Team A", teamA), ("Team B", teamB)].map { name, players in
            (name, players.isEmpty ? "-" : players.joined(separator: ", "))
        }
    }
}
