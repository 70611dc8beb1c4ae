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
/// (``skillValue(_:)``). Players of the same skill and position class are interchangeable for the
/// balance, so the search runs over how many of each class go to Team A (at most six classes),
/// never over the players themselves: 50 players take a few milliseconds
/// (`scripts/benchmark-teams.sh`).
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

    /// The difference in summed skill between the two teams of `split`.
    public static func skillDifference(of split: TeamSplit, players: [Player]) -> Int {
        let value = Dictionary(players.map { ($0.id, skillValue($0.skill)) }, uniquingKeysWith: { first, _ in first })
        let sum = { (ids: [UUID]) in ids.reduce(0) { $0 + (value[$1] ?? 0) } }
        return abs(sum(split.teamA) - sum(split.teamB))
    }

    /// The most even split of `players`.
    ///
    /// Run again with the split on screen as `previous` for another split of the same quality:
    /// it groups other players together whenever such a split exists, and returns `previous`
    /// unchanged when none does. The players are dealt at random within each class, so two runs
    /// without `previous` may differ.
    public static func balancedSplit<Generator: RandomNumberGenerator>(
        of players: [Player], differentFrom previous: TeamSplit? = nil, using generator: inout Generator
    ) -> TeamSplit {
        let classes = PlayerClass.group(players)
        var candidates = optimalCounts(for: classes)
        candidates.shuffle(using: &generator)
        for counts in candidates {
            let split = deal(classes, counts: counts, using: &generator)
            guard let previous else { return split }
            if !split.groupsSamePlayers(as: previous) { return split }
            if let swapped = swappingOnePair(in: split, classes: classes, counts: counts, using: &generator),
                !swapped.groupsSamePlayers(as: previous)
            {
                return swapped
            }
        }
        return previous ?? TeamSplit(teamA: [], teamB: [])
    }

    /// For each class, how many of its players go to Team A, in every combination that meets the
    /// size and goalkeeper rules with the smallest skill difference.
    private static func optimalCounts(for classes: [PlayerClass]) -> [[Int]] {
        let total = classes.reduce(0) { $0 + $1.players.count }
        let goalkeepers = classes.filter(\.isGoalkeeper).reduce(0) { $0 + $1.players.count }
        let skill = classes.reduce(0) { $0 + $1.value * $1.players.count }
        let sizes = Set([total / 2, total - total / 2])
        let keeperCounts = Set([goalkeepers / 2, goalkeepers - goalkeepers / 2])
        var best = Int.max
        var found: [[Int]] = []
        var counts = Array(repeating: 0, count: classes.count)

        func visit(_ index: Int, size: Int, keepers: Int, sum: Int) {
            guard index < classes.count else {
                guard sizes.contains(size), keeperCounts.contains(keepers) else { return }
                let difference = abs(2 * sum - skill)
                if difference < best {
                    best = difference
                    found = []
                }
                if difference == best { found.append(counts) }
                return
            }
            let playerClass = classes[index]
            for taken in 0...playerClass.players.count {
                guard size + taken <= total - total / 2 else { break }
                counts[index] = taken
                visit(
                    index + 1, size: size + taken, keepers: keepers + (playerClass.isGoalkeeper ? taken : 0),
                    sum: sum + taken * playerClass.value)
            }
            counts[index] = 0
        }
        visit(0, size: 0, keepers: 0, sum: 0)
        return found
    }

    /// A split with `counts[i]` players of class `i` in Team A, chosen at random within the class.
    private static func deal<Generator: RandomNumberGenerator>(
        _ classes: [PlayerClass], counts: [Int], using generator: inout Generator
    ) -> TeamSplit {
        var teamA = Set<UUID>()
        for (playerClass, count) in zip(classes, counts) {
            teamA.formUnion(playerClass.players.shuffled(using: &generator).prefix(count).map(\.id))
        }
        return split(classes, teamA: teamA)
    }

    /// `split` with one player of Team A and one of Team B, of the same class, swapped: a split of
    /// the same quality that groups other players. `nil` when no class has players in both teams.
    private static func swappingOnePair<Generator: RandomNumberGenerator>(
        in split: TeamSplit, classes: [PlayerClass], counts: [Int], using generator: inout Generator
    ) -> TeamSplit? {
        let mixed = zip(classes, counts).filter { $1 > 0 && $1 < $0.players.count }.map(\.0)
        guard let playerClass = mixed.randomElement(using: &generator) else { return nil }
        var teamA = Set(split.teamA)
        let ids = playerClass.players.map(\.id)
        guard let leaving = ids.filter(teamA.contains).randomElement(using: &generator),
            let joining = ids.filter({ !teamA.contains($0) }).randomElement(using: &generator)
        else { return nil }
        teamA.remove(leaving)
        teamA.insert(joining)
        return self.split(classes, teamA: teamA)
    }

    /// The split with `teamA` in Team A and everyone else in Team B, in the order given.
    private static func split(_ classes: [PlayerClass], teamA: Set<UUID>) -> TeamSplit {
        let order = classes.flatMap(\.players).sorted { $0.position < $1.position }
        return TeamSplit(
            teamA: order.filter { teamA.contains($0.id) }.map(\.id),
            teamB: order.filter { !teamA.contains($0.id) }.map(\.id))
    }
}

/// Players who weigh the same in the balance: one skill value, goalkeepers or not.
private struct PlayerClass {
    struct Member {
        var id: UUID
        /// Where the player was in the list given.
        var position: Int
    }

    var value: Int
    var isGoalkeeper: Bool
    var players: [Member]

    /// `players` grouped by class, each class in the order the players were given.
    static func group(_ players: [Player]) -> [PlayerClass] {
        var classes: [PlayerClass] = []
        for (position, player) in players.enumerated() {
            let value = TeamBalancer.skillValue(player.skill)
            let isGoalkeeper = player.preferredPosition == .goalkeeper
            let member = Member(id: player.id, position: position)
            if let index = classes.firstIndex(where: { $0.value == value && $0.isGoalkeeper == isGoalkeeper }) {
                classes[index].players.append(member)
            } else {
                classes.append(PlayerClass(value: value, isGoalkeeper: isGoalkeeper, players: [member]))
            }
        }
        return classes
    }
}
