// Times TeamBalancer on rosters of 50 players (the most a gather takes), each with a recent form
// from -5 to 5, first splits and "another split" runs alike, and prints the figures. Run it with scripts/benchmark-teams.sh.
import FootballGather
import FootballGatherAPI
import Foundation

let rosterSize = 50
let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 1_000
let skills: [PlayerSkill?] = [.beginner, .amateur, .professional, nil]
let positions: [PlayerPosition?] = [.goalkeeper, .defender, .midfielder, .striker, nil]
var generator = SystemRandomNumberGenerator()

func roster(using generator: inout SystemRandomNumberGenerator) -> [Player] {
    (0..<rosterSize).map { index in
        Player(
            id: UUID(), name: "Player \(index)", skill: skills.randomElement(using: &generator)!,
            preferredPosition: positions.randomElement(using: &generator)!)
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

let clock = ContinuousClock()
var first: [Double] = []
var again: [Double] = []
for _ in 0..<runs {
    let players = roster(using: &generator)
    let form = Dictionary(uniqueKeysWithValues: players.map { ($0.id, Int.random(in: -5...5, using: &generator)) })
    var split = TeamSplit(teamA: [], teamB: [])
    first.append(
        milliseconds(clock.measure { split = TeamBalancer.balancedSplit(of: players, form: form, using: &generator) }))
    again.append(
        milliseconds(
            clock.measure {
                split = TeamBalancer.balancedSplit(
                    of: players, form: form, differentFrom: split, using: &generator)
            }))
    precondition(abs(split.teamA.count - split.teamB.count) <= 1, "a split broke the size rule")
}

func report(_ name: String, _ samples: [Double]) {
    let sorted = samples.sorted()
    let percentile = { (p: Double) in sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
    print(
        String(
            format: "%@: %d runs of %d players, median %.3f ms, p99 %.3f ms, max %.3f ms", name, sorted.count,
            rosterSize, percentile(0.5), percentile(0.99), sorted.last ?? 0))
}
report("balance", first)
report("balance again", again)
