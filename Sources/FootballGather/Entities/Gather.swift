import FootballGatherAPI
import Foundation

/// A match: who played in which team, and once ended its score and winner.
public struct Gather: Equatable, Sendable, Identifiable {
    public var id: UUID
    public var createdAt: Date
    public var score: GatherScore?
    public var winner: GatherWinner?
    public var players: [PlayerInTeam]

    public init(
        id: UUID, createdAt: Date, score: GatherScore? = nil, winner: GatherWinner? = nil,
        players: [PlayerInTeam]
    ) {
        self.id = id
        self.createdAt = createdAt
        self.score = score
        self.winner = winner
        self.players = players
    }
}

/// A player together with the team they are in.
public struct PlayerInTeam: Equatable, Sendable {
    public var player: Player
    public var team: Team

    public init(player: Player, team: Team) {
        self.player = player
        self.team = team
    }
}
