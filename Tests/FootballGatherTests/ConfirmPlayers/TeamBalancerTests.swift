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

    /// Recent form for some of `players`, drawn with `generator`: from -5 to 5, or none (no history).
    static func form(of players: [Player], using generator: inout SeededGenerator) -> [UUID: Int] {
        var form: [UUID: Int] = [:]
        for player in players where Bool.random(using: &generator) {
            form[player.id] = Int.random(in: -5...5, using: &generator)
        }
        return form
    }

    /// What trying every split of `players` finds: the smallest skill difference among the splits
    /// that meet the size and goalkeeper rules, the smallest form difference among those, and how
    /// many such best splits group players differently.
    static func bruteForce(_ players: [Player], form: [UUID: Int] = [:]) -> (
        difference: Int, formDifference: Int, distinctSplits: Int
    ) {
        let count = players.count
        var best = (skill: Int.max, form: Int.max)
        var groupings = Set<Set<UUID>>()
        // Player 0 stays in Team A, so each grouping is met once whichever team is called A.
        for mask in 0..<(1 << (count - 1)) {
            let teamA = players.indices.filter { $0 == 0 || mask & (1 << ($0 - 1)) != 0 }
            let split = TeamSplit(
                teamA: teamA.map { players[$0].id },
                teamB: players.indices.filter { !teamA.contains($0) }.map { players[$0].id })
            guard meetsRules(split, players) else { continue }
            let quality = (
                skill: TeamBalancer.skillDifference(of: split, players: players),
                form: TeamBalancer.formDifference(of: split, form: form)
            )
            if quality < best {
                best = quality
                groupings = []
            }
            if quality == best { groupings.insert(Set(split.teamA)) }
        }
        return (best.skill, best.form, groupings.count)
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

    @Test("form counts a win up, a loss down and a draw even, over the last five results")
    func formValues() {
        #expect(TeamBalancer.formValue([]) == 0)
        #expect(TeamBalancer.formValue([.won, .drawn, .lost, .won]) == 1)
        #expect(TeamBalancer.formValue([.lost, .lost, .lost, .lost, .lost, .won]) == -5)
    }

    @Test(
        "every roster of 2 to 12 players: the split meets the rules with the best skill, then form, difference there is",
        arguments: 2...12)
    func bestSplit(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count))
        for round in 0..<25 {
            let players = Self.roster(count, using: &generator)
            let form = round.isMultiple(of: 5) ? [:] : Self.form(of: players, using: &generator)
            let best = Self.bruteForce(players, form: form)
            let split = TeamBalancer.balancedSplit(of: players, form: form, using: &generator)
            #expect(Self.meetsRules(split, players))
            #expect(TeamBalancer.skillDifference(of: split, players: players) == best.difference)
            #expect(TeamBalancer.formDifference(of: split, form: form) == best.formDifference)
        }
    }

    @Test("a tie in skill goes to the split that mixes the players in form with those out of it")
    func formBreaksTies() {
        var generator = SeededGenerator(seed: 11)
        let players = Self.roster(4, using: &generator).map { player in
            var player = player
            player.skill = .amateur
            player.preferredPosition = .midfielder
            return player
        }
        let form = [players[0].id: 5, players[1].id: 4, players[2].id: -5, players[3].id: -4]
        for _ in 0..<20 {
            let split = TeamBalancer.balancedSplit(of: players, form: form, using: &generator)
            let together: Set = [players[0].id, players[2].id]
            #expect(Set(split.teamA) == together || Set(split.teamB) == together)
        }
        let unbalanced = TeamSplit(teamA: [players[0].id, players[1].id], teamB: [players[2].id, players[3].id])
        #expect(TeamBalancer.formDifference(of: unbalanced, form: form) == 18)
        #expect(TeamBalancer.formDifference(of: unbalanced, form: [players[0].id: 40]) == 5)
    }

    @Test(
        "run again, it groups the players differently whenever another best split exists, and keeps them otherwise",
        arguments: 2...12)
    func anotherSplit(count: Int) {
        var generator = SeededGenerator(seed: 1_000 + UInt64(count))
        for round in 0..<25 {
            let players = Self.roster(count, using: &generator)
            let form = round.isMultiple(of: 2) ? [:] : Self.form(of: players, using: &generator)
            let best = Self.bruteForce(players, form: form)
            let first = TeamBalancer.balancedSplit(of: players, form: form, using: &generator)
            let again = TeamBalancer.balancedSplit(of: players, form: form, differentFrom: first, using: &generator)
            #expect(Self.meetsRules(again, players))
            #expect(TeamBalancer.skillDifference(of: again, players: players) == best.difference)
            #expect(TeamBalancer.formDifference(of: again, form: form) == best.formDifference)
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

    @Test("fifty players, the most a gather takes, are split by the rules with the best differences")
    func fiftyPlayers() {
        var generator = SeededGenerator(seed: 50)
        let players = Self.roster(50, using: &generator)
        let form = Dictionary(uniqueKeysWithValues: players.enumerated().map { ($1.id, $0 % 11 - 5) })
        let split = TeamBalancer.balancedSplit(of: players, form: form, using: &generator)
        let total = players.reduce(0) { $0 + TeamBalancer.skillValue($1.skill) }
        let totalForm = form.values.reduce(0, +)
        #expect(Self.meetsRules(split, players))
        #expect(split.teamA.count == 25)
        #expect(TeamBalancer.skillDifference(of: split, players: players) == total % 2)
        #expect(TeamBalancer.formDifference(of: split, form: form) == abs(totalForm) % 2)
        let again = TeamBalancer.balancedSplit(of: players, form: form, differentFrom: split, using: &generator)
        #expect(!again.groupsSamePlayers(as: split))
    }
}
