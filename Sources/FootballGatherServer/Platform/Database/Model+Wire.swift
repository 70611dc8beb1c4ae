import FootballGatherAPI
import Vapor

extension UserModel {
    func response() throws -> UserResponse {
        UserResponse(id: try requireID(), username: username)
    }
}

extension PlayerResponse {
    /// A player from its stored columns, where the skill and position are their raw values.
    init(
        id: UUID, name: String, age: Int?, storedSkill: String?, storedPosition: String?, favouriteTeam: String?
    ) {
        self.init(
            id: id, name: name, age: age, skill: storedSkill.flatMap(PlayerSkill.init(rawValue:)),
            preferredPosition: storedPosition.flatMap(PlayerPosition.init(rawValue:)), favouriteTeam: favouriteTeam)
    }
}

extension GatherResponse {
    /// A gather from its stored columns and its players (in any order; listed Team A first, then
    /// by name).
    init(id: UUID, createdAt: Date, score: String?, storedWinner: String?, players: [GatherPlayerResponse]) {
        self.init(
            id: id, createdAt: createdAt, score: score, winnerTeam: storedWinner.flatMap(GatherWinner.init(rawValue:)),
            players: players.sorted { ($0.team.rawValue, $0.player.name) < ($1.team.rawValue, $1.player.name) })
    }
}

extension PlayerModel {
    func response() throws -> PlayerResponse {
        PlayerResponse(
            id: try requireID(), name: name, age: age, storedSkill: skill, storedPosition: preferredPosition,
            favouriteTeam: favouriteTeam)
    }

    /// Replaces every field with the values of `request` as ``FieldRules`` validate them.
    func apply(_ request: PlayerRequest) throws {
        let valid = try Validate.fields { () throws(FieldProblem) in try request.validated() }
        name = valid.name
        nameKey = Self.sortKey(forName: name)
        age = valid.age
        skill = valid.skill?.rawValue
        preferredPosition = valid.preferredPosition?.rawValue
        favouriteTeam = valid.favouriteTeam
    }
}

extension GatherModel {
    /// The gather with its players; they must have been eager-loaded (`.with(\.$players) { $0.with(\.$player) }`).
    func response() throws -> GatherResponse {
        let players = try self.players.map { entry in
            GatherPlayerResponse(player: try entry.player.response(), team: GatherTeam(rawValue: entry.team) ?? .teamA)
        }
        return GatherResponse(
            id: try requireID(), createdAt: createdAt, score: score, storedWinner: winnerTeam, players: players)
    }
}
