import FootballGatherAPI
import Foundation

/// The plain text a gather is shared as, in a message or a group chat:
/// "Team A 2 : 1 Team B — Ana, Chloé v Bruno, Dan — 24 Nov 2026", or, before kick-off,
/// "Team A v Team B — Ana, Chloé v Bruno, Dan — 24 Nov 2026".
public enum GatherShareText {
    /// The text for `teamA` against `teamB` (names in order, "-" for a team without players), with
    /// `score` once the gather has ended, on the day `date`.
    public static func text(teamA: [String], teamB: [String], score: GatherScore?, date: String) -> String {
        let result = score.map { "Team A \($0.teamA) : \($0.teamB) Team B" } ?? "Team A v Team B"
        let names = [teamA, teamB].map { $0.isEmpty ? "-" : $0.joined(separator: ", ") }.joined(separator: " v ")
        return "\(result) — \(names) — \(date)"
    }

    /// How the day is written by default: day, abbreviated month and year in the user's locale.
    @MainActor public static func formatDay(_ date: Date) -> String {
        formatDay(date, timeZone: .current)
    }

    /// The day in the user's locale, as it is in `timeZone` (the viewer's).
    @MainActor public static func formatDay(_ date: Date, timeZone: TimeZone) -> String {
        var style = Date.FormatStyle.dateTime.day().month(.abbreviated).year()
        style.timeZone = timeZone
        return date.formatted(style)
    }
}
