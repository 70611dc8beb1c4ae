import FootballGatherAPI
import Foundation

// The one place where wire types (FootballGatherAPI) become app entities and back.

extension Player {
    /// The player the API described.
    init(_ response: PlayerResponse) {
        self.init(
            id: response.id, name: response.name, age: response.age, skill: response.skill,
            preferredPosition: response.preferredPosition, favouriteTeam: response.favouriteTeam)
    }
}

extension PlayerResponse {
    /// `player` as the API describes it, e.g. to compute its entity tag.
    init(_ player: Player) {
        self.init(
            id: player.id, name: player.name, age: player.age, skill: player.skill,
            preferredPosition: player.preferredPosition, favouriteTeam: player.favouriteTeam)
    }
}

extension PlayerRequest {
    /// The full replacement of `player` sent by `PUT /api/players/:id`.
    init(_ player: Player) {
        self.init(
            name: player.name, age: player.age, skill: player.skill,
            preferredPosition: player.preferredPosition, favouriteTeam: player.favouriteTeam)
    }
}

extension Team {
    /// The team a player played in; the wire never carries the bench.
    init(_ team: GatherTeam) {
        switch team {
        case .teamA: self = .teamA
        case .teamB: self = .teamB
        }
    }

    /// The wire form of this team; `nil` for the bench, which is never sent.
    var wireTeam: GatherTeam? {
        switch self {
        case .bench: nil
        case .teamA: .teamA
        case .teamB: .teamB
        }
    }
}

extension Gather {
    /// The gather the API described; a score that is not "A:B" is treated as no score.
    init(_ response: GatherResponse) {
        self.init(
            id: response.id, createdAt: response.createdAt, score: response.score.flatMap(GatherScore.init),
            winner: response.winnerTeam,
            players: response.players.map { PlayerInTeam(player: Player($0.player), team: Team($0.team)) })
    }
}

extension GatherCreateRequest {
    /// The request creating a gather with the players of Team A and Team B; the bench is left out.
    init(_ players: [PlayerInTeam]) {
        self.init(
            players: players.compactMap { entry in
                entry.team.wireTeam.map { GatherPlayerAssignment(playerID: entry.player.id, team: $0) }
            })
    }
}
