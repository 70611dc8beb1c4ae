import FootballGatherAPI
import Foundation

/// Team A and Team B of a split, each in the order the players were given.
public struct TeamSplit: Equatable, Sendable {
    public var teamA: [UUID]
    public var teamB: [UUID]

    public init(teamA: [UUID], teamB: [UUID]) {
        self.teamA = teamA
        self.teamB = teamB
    }

    /// Whether `other` puts the same players together, whichever team it calls A.
    public func groupsSamePlayers(as other: TeamSplit) -> Bool {
        let mine = Set(teamA)
        return mine == Set(other.teamA) || mine == Set(other.teamB)
    }
}

/// Splits players into two teams as even as possible.
///
/// Every split it returns has team sizes that differ by at most one, goalkeepers spread as evenly
/// as the sizes allow, and, among all such splits, the smallest difference in summed skill
/// (``skillValue(_:)``); among those, the smallest difference in summed recent form
/// (``formValue(_:)``), so that a tie in skill goes to the split that also mixes winning and
/// losing players. The search is exact: a table of every (size, skill, form) total Team A can
/// reach, built player by player, then walked back from the best total. 50 players take a few
/// milliseconds (`scripts/benchmark-teams.sh`).
public enum TeamBalancer {
    /// A player's weight in the balance: beginner 1, amateur 2, professional 3; a player whose
    /// skill is not known counts as an amateur.
    public static func skillValue(_ skill: PlayerSkill?) -> Int {
        switch skill {
        case .beginner: 1
        case .amateur, nil: 2
        case .professional: 3
        }
    }

    /// The most a player's form counts either way: one per result kept in a record.
    public static let maxForm = PlayerRecordResponse.lastResultsCount

    /// A player's recent form from their last results (newest first): one up for each win, one
    /// down for each loss, draws even; from -``maxForm`` to ``maxForm``, 0 without a history.
    public static func formValue(_ lastResults: [PlayerResult]) -> Int {
        lastResults.prefix(maxForm).reduce(0) { sum, result in
            switch result {
            case .won: sum + 1
            case .drawn: sum
            case .lost: sum - 1
            }
        }
    }

    /// The difference in summed skill between the two teams of `split`.
    public static func skillDifference(of split: TeamSplit, players: [Player]) -> Int {
        let value = Dictionary(players.map { ($0.id, skillValue($0.skill)) }, uniquingKeysWith: { first, _ in first })
        return difference(of: split) { value[$0] ?? 0 }
    }

    /// The difference in summed form between the two teams of `split`; a player missing from
    /// `form` counts 0, and a value beyond ±``maxForm`` counts as ±``maxForm``.
    public static func formDifference(of split: TeamSplit, form: [UUID: Int]) -> Int {
        difference(of: split) { clampedForm(form[$0]) }
    }

    /// The most even split of `players`, ties in skill broken by `form` (players' ids to
    /// ``formValue(_:)``; a player missing counts 0, so without a history skill alone decides).
    ///
    /// Run again with the split on screen as `previous` for another split of the same quality:
    /// it groups other players together whenever such a split exists, and returns `previous`
    /// unchanged when none does. Among splits of the same quality it picks at random, so two
    /// runs without `previous` may differ.
    public static func balancedSplit<Generator: RandomNumberGenerator>(
        of players: [Player], form: [UUID: Int] = [:], differentFrom previous: TeamSplit? = nil,
        using generator: inout Generator
    ) -> TeamSplit {
        let table = BalanceTable(
            players.enumerated().map { index, player in
                BalanceTable.Entry(
                    player: index, skill: skillValue(player.skill), form: clampedForm(form[player.id]),
                    isGoalkeeper: player.preferredPosition == .goalkeeper)
            })
        // Team A as `previous` has it, and as its Team B (the same grouping), player by player.
        let avoided = [previous?.teamA, previous?.teamB].compactMap { team -> [Bool]? in
            guard let ids = team.map(Set.init), ids.isSubset(of: players.map(\.id)) else { return nil }
            return players.map { ids.contains($0.id) }
        }
        for total in table.bestTotals().shuffled(using: &generator) {
            if let inTeamA = table.teamA(reaching: total, avoiding: avoided, using: &generator) {
                return TeamSplit(
                    teamA: players.indices.filter { inTeamA[$0] }.map { players[$0].id },
                    teamB: players.indices.filter { !inTeamA[$0] }.map { players[$0].id })
            }
        }
        return previous ?? TeamSplit(teamA: players.map(\.id), teamB: [])
    }

    private static func clampedForm(_ value: Int?) -> Int {
        min(maxForm, max(-maxForm, value ?? 0))
    }

    private static func difference(of split: TeamSplit, value: (UUID) -> Int) -> Int {
        abs(split.teamA.reduce(0) { $0 + value($1) } - split.teamB.reduce(0) { $0 + value($1) })
    }
}
