/// A gather's score, written "A:B" on the wire, each side 0...99.
public struct GatherScore: Equatable, Sendable, LosslessStringConvertible {
    /// The goals one team can have.
    public static let goals = 0...99

    public var teamA: Int
    public var teamB: Int

    /// A score; `nil` when a side is outside ``goals``.
    public init?(teamA: Int, teamB: Int) {
        guard Self.goals.contains(teamA), Self.goals.contains(teamB) else { return nil }
        self.teamA = teamA
        self.teamB = teamB
    }

    /// Parses "A:B" (digits only, each side 0...99); `nil` for anything else.
    public init?(_ description: String) {
        let sides = description.split(separator: ":", omittingEmptySubsequences: false)
        guard sides.count == 2,
            sides.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }),
            let teamA = Int(sides[0]), let teamB = Int(sides[1])
        else { return nil }
        self.init(teamA: teamA, teamB: teamB)
    }

    public var description: String { "\(teamA):\(teamB)" }

    /// The winner this score implies: the team with more goals, or `.none` for a draw.
    public var winner: GatherWinner {
        if teamA > teamB { return .teamA }
        if teamB > teamA { return .teamB }
        return .none
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
