import FootballGather
import Foundation

/// Players and gathers shared by the ConfirmPlayers, Gather and History tests.
enum GatherFlowFixtures {
    static let ana = Player(
        id: UUID(uuidString: "A0000000-0000-0000-0000-000000000001")!, name: "Ana", preferredPosition: .goalkeeper)
    static let ben = Player(
        id: UUID(uuidString: "A0000000-0000-0000-0000-000000000002")!, name: "Ben", preferredPosition: .striker)
    static let cleo = Player(id: UUID(uuidString: "A0000000-0000-0000-0000-000000000003")!, name: "Cleo")
    static let dan = Player(
        id: UUID(uuidString: "A0000000-0000-0000-0000-000000000004")!, name: "Dan", preferredPosition: .defender)

    /// Ana and Cleo in Team A, Ben and Dan in Team B.
    static let gather = Gather(
        id: UUID(uuidString: "B0000000-0000-0000-0000-000000000001")!,
        createdAt: Date(timeIntervalSince1970: 1_700_000_000),
        players: [
            PlayerInTeam(player: ana, team: .teamA), PlayerInTeam(player: ben, team: .teamB),
            PlayerInTeam(player: cleo, team: .teamA), PlayerInTeam(player: dan, team: .teamB),
        ]
    )
}
