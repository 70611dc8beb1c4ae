import FootballGatherAPI

/// Where a player stands while teams are picked; the bench never reaches the server.
public enum Team: String, CaseIterable, Equatable, Sendable {
    case bench = "Bench"
    case teamA = "Team A"
    case teamB = "Team B"
}
