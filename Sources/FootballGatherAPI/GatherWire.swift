import Foundation

/// The team a player is in during a gather; the bench is never sent.
public enum GatherTeam: String, WireEnum {
    case teamA = "Team A"
    case teamB = "Team B"
}

/// Who won a gather: a team, or `none` for a draw.
public enum GatherWinner: String, WireEnum {
    case teamA = "Team A"
    case teamB = "Team B"
    case none = "None"
}

/// One player placed in a team, in `POST /api/gathers`.
public struct GatherPlayerAssignment: Codable, Sendable, Equatable {
    public var playerID: UUID
    public var team: GatherTeam

    public init(playerID: UUID, team: GatherTeam) {
        self.playerID = playerID
        self.team = team
    }
}

/// Body of `POST /api/gathers`: the players and their teams, created in one go.
public struct GatherCreateRequest: Codable, Sendable, Equatable {
    public var players: [GatherPlayerAssignment]
    /// The game whose teams these are (Pick teams on the game's screen): the gather is linked to
    /// it, and counts in its players' records as a game they played.
    public var gameID: UUID?

    public init(players: [GatherPlayerAssignment], gameID: UUID? = nil) {
        self.players = players
        self.gameID = gameID
    }
}

/// Body of `PUT /api/gathers/:id`: the final score and the winner it implies.
public struct GatherResultRequest: Codable, Sendable, Equatable {
    /// "A:B", each side 0...99.
    public var score: String
    public var winnerTeam: GatherWinner

    public init(score: String, winnerTeam: GatherWinner) {
        self.score = score
        self.winnerTeam = winnerTeam
    }

    /// The request that records `score`, with the winner it implies.
    public init(score: GatherScore) {
        self.init(score: score.description, winnerTeam: score.winner)
    }
}

/// A player of a gather, with the team they played in.
public struct GatherPlayerResponse: Codable, Sendable, Equatable {
    public var player: PlayerResponse
    public var team: GatherTeam

    public init(player: PlayerResponse, team: GatherTeam) {
        self.player = player
        self.team = team
    }
}

/// A gather as the API returns it; `score` and `winnerTeam` are `null` until it ends.
public struct GatherResponse: Codable, Sendable, Equatable, Identifiable {
    public var id: UUID
    public var createdAt: Date
    public var score: String?
    public var winnerTeam: GatherWinner?
    public var players: [GatherPlayerResponse]

    public init(
        id: UUID, createdAt: Date, score: String? = nil, winnerTeam: GatherWinner? = nil,
        players: [GatherPlayerResponse]
    ) {
        self.id = id
        self.createdAt = createdAt
        self.score = score
        self.winnerTeam = winnerTeam
        self.players = players
    }

    private enum CodingKeys: String, CodingKey {
        case id, createdAt, score, winnerTeam, players
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(score, forKey: .score)
        try container.encode(winnerTeam, forKey: .winnerTeam)
        try container.encode(players, forKey: .players)
    }
}
