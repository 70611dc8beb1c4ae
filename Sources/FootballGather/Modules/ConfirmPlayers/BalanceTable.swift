/// Every total Team A can reach, player by player: how many players, their summed skill and
/// their summed form, under the size and goalkeeper rules of ``TeamBalancer``.
///
/// Layer `i` holds the totals reachable by choosing among the first `i` players (goalkeepers
/// come first, and the layer after the last goalkeeper keeps only totals with a fair share of
/// them). Form is stored shifted by ``TeamBalancer/maxForm`` per player so every total is a
/// non-negative bit position; a (size, skill) row is a bit set over form.
struct BalanceTable {
    /// One player as the table weighs them.
    struct Entry {
        /// Where the player is in the list given.
        var player: Int
        var skill: Int
        /// From -``TeamBalancer/maxForm`` to ``TeamBalancer/maxForm``.
        var form: Int
        var isGoalkeeper: Bool
    }

    /// Team A's size, summed skill and summed shifted form.
    struct Total: Equatable {
        var size: Int
        var skill: Int
        var shiftedForm: Int
    }

    /// Goalkeepers first, each group in the order given.
    private let entries: [Entry]
    private let allowedSizes: Set<Int>
    private let skillWidth: Int
    private let words: Int
    private var layers: [[UInt64]] = []
    private let totalSkill: Int
    private let totalForm: Int

    init(_ players: [Entry]) {
        entries = players.filter(\.isGoalkeeper) + players.filter { !$0.isGoalkeeper }
        let count = entries.count
        let keepers = players.filter(\.isGoalkeeper).count
        let largest = count - count / 2
        allowedSizes = [count / 2, largest]
        skillWidth = 3 * largest + 1
        words = (2 * TeamBalancer.maxForm * largest) / 64 + 1
        totalSkill = entries.reduce(0) { $0 + $1.skill }
        totalForm = entries.reduce(0) { $0 + $1.form }

        var layer = [UInt64](repeating: 0, count: (largest + 1) * skillWidth * words)
        layer[0] = 1
        layers.append(layer)
        for (index, entry) in entries.enumerated() {
            let shift = entry.form + TeamBalancer.maxForm
            for size in stride(from: largest - 1, through: 0, by: -1) {
                for skill in stride(from: skillWidth - 1 - entry.skill, through: 0, by: -1) {
                    orShifted(row(size, skill), by: shift, into: row(size + 1, skill + entry.skill), in: &layer)
                }
            }
            if index + 1 == keepers {
                let fairShares = Set([keepers / 2, keepers - keepers / 2])
                for size in 0...largest where !fairShares.contains(size) {
                    let start = row(size, 0)
                    layer.replaceSubrange(
                        start..<(start + skillWidth * words), with: repeatElement(0, count: skillWidth * words))
                }
            }
            layers.append(layer)
        }
    }

    /// The totals of a full team with the least skill difference, and among them the least
    /// form difference.
    func bestTotals() -> [Total] {
        var best = (skill: Int.max, form: Int.max)
        var found: [Total] = []
        for size in allowedSizes.sorted() {
            for skill in 0..<skillWidth {
                for total in totals(in: layers[entries.count], size: size, skill: skill) {
                    let form = total.shiftedForm - TeamBalancer.maxForm * size
                    let quality = (skill: abs(2 * skill - totalSkill), form: abs(2 * form - totalForm))
                    if quality < best {
                        best = quality
                        found = []
                    }
                    if quality == best { found.append(total) }
                }
            }
        }
        return found
    }

    /// Who is in Team A (by position in the list given) in a split reaching `total`, chosen at
    /// random, but never one whose Team A is exactly one of `avoiding`; `nil` when every split
    /// reaching `total` is.
    func teamA<Generator: RandomNumberGenerator>(
        reaching total: Total, avoiding: [[Bool]], using generator: inout Generator
    ) -> [Bool]? {
        var inTeamA = [Bool](repeating: false, count: entries.count)
        // Walks back from the last player. Once the choice differs from every avoided team, any
        // reachable step leads to a split, so only the steps that still match one can fail:
        // the search stays within a few passes over the players.
        func walk(_ count: Int, _ total: Total, stillMatching: [[Bool]]) -> Bool {
            guard count > 0 else { return stillMatching.isEmpty }
            let entry = entries[count - 1]
            var choices: [(joins: Bool, rest: Total)] = []
            if contains(total, inLayer: count - 1) { choices.append((false, total)) }
            let without = Total(
                size: total.size - 1, skill: total.skill - entry.skill,
                shiftedForm: total.shiftedForm - entry.form - TeamBalancer.maxForm)
            if without.size >= 0, without.skill >= 0, without.shiftedForm >= 0, contains(without, inLayer: count - 1) {
                choices.append((true, without))
            }
            for choice in choices.shuffled(using: &generator) {
                inTeamA[entry.player] = choice.joins
                let matching = stillMatching.filter { $0[entry.player] == choice.joins }
                if walk(count - 1, choice.rest, stillMatching: matching) { return true }
            }
            return false
        }
        return walk(entries.count, total, stillMatching: avoiding) ? inTeamA : nil
    }

    private func row(_ size: Int, _ skill: Int) -> Int {
        (size * skillWidth + skill) * words
    }

    private func contains(_ total: Total, inLayer index: Int) -> Bool {
        guard total.size < layers[index].count / (skillWidth * words), total.skill < skillWidth,
            total.shiftedForm < words * 64
        else { return false }
        let word = layers[index][row(total.size, total.skill) + total.shiftedForm / 64]
        return word & (1 << UInt64(total.shiftedForm % 64)) != 0
    }

    private func totals(in layer: [UInt64], size: Int, skill: Int) -> [Total] {
        var found: [Total] = []
        let start = row(size, skill)
        for word in 0..<words {
            var bits = layer[start + word]
            while bits != 0 {
                found.append(Total(size: size, skill: skill, shiftedForm: word * 64 + bits.trailingZeroBitCount))
                bits &= bits - 1
            }
        }
        return found
    }

    /// ORs the bits of the row at `source`, moved up by `shift`, into the row at `target`.
    private func orShifted(_ source: Int, by shift: Int, into target: Int, in layer: inout [UInt64]) {
        let wordShift = shift / 64
        let bitShift = UInt64(shift % 64)
        for word in stride(from: words - 1 - wordShift, through: 0, by: -1) {
            let bits = layer[source + word]
            guard bits != 0 else { continue }
            layer[target + word + wordShift] |= bits << bitShift
            if bitShift != 0, word + wordShift + 1 < words {
                layer[target + word + wordShift + 1] |= bits >> (64 - bitShift)
            }
        }
    }
}
