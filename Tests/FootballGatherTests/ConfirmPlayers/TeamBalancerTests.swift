import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting

@testable import FootballGather

/// Every split the balancer returns is checked against the best split found by trying them all.
@Suite("Balanced teams: the most even split, and another as even on request")
struct TeamBalancerTests {
    /// Each skill a player can have, unknown included, as a goalkeeper or not: eight kinds.
    static let kinds: [(PlayerSkill?, PlayerPosition?)] = [PlayerSkill.beginner, .amateur, .professional, nil]
        .flatMap { skill in [(skill, PlayerPosition.goalkeeper), (skill, PlayerPosition.striker)] }

    /// A roster of `count` players of kinds drawn with `generator`.
    static func roster(_ count: Int, using generator: inout SeededGenerator) -> [Player] {
        (0..<count).map { index in
            let (skill, position) = kinds.randomElement(using: &generator)!
            return Player(
                id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index + 1))!,
                name: "Player \(index + 1)", skill: skill, preferredPosition: position)
        }
    }

    /// What trying every split of `players` finds: the smallest skill difference among the splits
    /// that meet the size and goalkeeper rules, and how many such best splits group players differently.
    static func bruteForce(_ players: [Player]) -> (difference: Int, distinctSplits: Int) {
        let count = players.count
        var best = Int.max
        var groupings = Set<Set<UUID>>()
        // Player 0 stays in Team A, so each grouping is met once whichever team is called A.
        for mask in 0..<(1 << (count - 1)) {
            let teamA = players.indices.filter { $0 == 0 || mask & (1 << ($0 - 1)) != 0 }
            let split = TeamSplit(
                teamA: teamA.map { players[$0].id },
                teamB: players.indices.filter { !teamA.contains($0) }.map { players[$0].id })
            guard meetsRules(split, players) else { continue }
            let difference = TeamBalancer.skillDifference(of: split, players: players)
            if difference < best {
                best = difference
                groupings = []
            }
            if difference == best { groupings.insert(Set(split.teamA)) }
        }
        return (best, groupings.count)
    }

    /// Sizes differ by at most one, goalkeepers by at most one, and every player is in exactly one team.
    static func meetsRules(_ split: TeamSplit, _ players: [Player]) -> Bool {
        let keepers = Set(players.filter { $0.preferredPosition == .goalkeeper }.map(\.id))
        let keepersA = split.teamA.filter(keepers.contains).count
        let keepersB = split.teamB.filter(keepers.contains).count
        return abs(split.teamA.count - split.teamB.count) <= 1 && abs(keepersA - keepersB) <= 1
            && Set(split.teamA + split.teamB) == Set(players.map(\.id))
            && split.teamA.count + split.teamB.count == players.count
    }

    @Test("skill counts beginner 1, amateur 2, professional 3, and unknown as amateur")
    func skillValues() {
        #expect([.beginner, .amateur, .professional, nil].map(TeamBalancer.skillValue) == [1, 2, 3, 2])
    }

    @Test(
        "every roster of 2 to 12 players: the split meets the rules with the best skill difference there is",
        arguments: 2...12)
    func bestSplit(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count))
        for _ in 0..<25 {
            let players = Self.roster(count, using: &generator)
            let best = Self.bruteForce(players)
            let split = TeamBalancer.balancedSplit(of: players, using: &generator)
            #expect(Self.meetsRules(split, players))
            #expect(TeamBalancer.skillDifference(of: split, players: players) == best.difference)
        }
    }

    @Test(
        "run again, it groups the players differently whenever another best split exists, and keeps them otherwise",
        arguments: 2...12)
    func anotherSplit(count: Int) {
        var generator = SeededGenerator(seed: 1_000 + UInt64(count))
        for _ in 0..<25 {
            let players = Self.roster(count, using: &generator)
            let best = Self.bruteForce(players)
            let first = TeamBalancer.balancedSplit(of: players, using: &generator)
            let again = TeamBalancer.balancedSplit(of: players, differentFrom: first, using: &generator)
            #expect(Self.meetsRules(again, players))
            #expect(TeamBalancer.skillDifference(of: again, players: players) == best.difference)
            if best.distinctSplits > 1 {
                #expect(!again.groupsSamePlayers(as: first))
            } else {
                #expect(again == first)
            }
        }
    }

    @Test("two goalkeepers never play in the same team, and teams keep the order the players were given")
    func goalkeepersApart() {
        var generator = SeededGenerator(seed: 7)
        let players = Self.roster(6, using: &generator).enumerated().map { index, player in
            var player = player
            player.preferredPosition = index < 2 ? .goalkeeper : .defender
            player.skill = index < 2 ? .professional : .beginner
            return player
        }
        for _ in 0..<20 {
            let split = TeamBalancer.balancedSplit(of: players, using: &generator)
            #expect(split.teamA.contains(players[0].id) != split.teamA.contains(players[1].id))
            let order = players.map(\.id)
            #expect(split.teamA == order.filter(split.teamA.contains))
            #expect(split.teamB == order.filter(split.teamB.contains))
        }
    }

    @Test("fifty players, the most a gather takes, are split by the rules with the best difference")
    func fiftyPlayers() {
        var generator = SeededGenerator(seed: 50)
        let players = Self.roster(50, using: &generator)
        let split = TeamBalancer.balancedSplit(of: players, using: &generator)
        let total = players.reduce(0) { $0 + TeamBalancer.skillValue($1.skill) }
        #expect(Self.meetsRules(split, players))
        #expect(split.teamA.count == 25)
        #expect(TeamBalancer.skillDifference(of: split, players: players) == total % 2)
    }
}
