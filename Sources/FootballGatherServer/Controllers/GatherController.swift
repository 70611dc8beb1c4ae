import Fluent
import FootballGatherAPI
import Vapor

/// The caller's gathers: created atomically with their teams, ended with a score.
struct GatherController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let gathers = routes.grouped("gathers")
        gathers.get(use: list)
        gathers.post(use: create)
        let gather = gathers.grouped(":id")
        gather.get(use: show)
        gather.put(use: recordResult)
        gather.delete(use: delete)
    }

    func list(request: Request) async throws -> Response {
        let gathers = try await GatherModel.query(on: request.db)
            .filter(\.$user.$id == request.userID())
            .with(\.$players) { $0.with(\.$player) }
            .sort(\.$createdAt, .descending)
            .all()
        return try jsonResponse(gathers.map { try $0.response() })
    }

    func create(request: Request) async throws -> Response {
        let body = try await request.decodeBody(GatherCreateRequest.self)
        try Self.validateTeams(body.players)
        let userID = try request.userID()
        let gatherID = try await request.db.transaction { database in
            let gather = GatherModel(userID: userID, createdAt: Date())
            try await gather.create(on: database)
            let gatherID = try gather.requireID()
            for assignment in body.players {
                try await Self.requireOwnPlayer(assignment.playerID, userID: userID, on: database)
                try await GatherPlayerModel(
                    gatherID: gatherID, playerID: assignment.playerID, team: assignment.team.rawValue
                )
                .create(on: database)
            }
            return gatherID
        }
        let gather = try await Self.find(gatherID, userID: userID, on: request.db)
        return try jsonResponse(gather.response(), status: .created, location: APIPath.gather(gatherID))
    }

    func show(request: Request) async throws -> Response {
        try jsonResponse(
            try await Self.find(request.idParameter(), userID: request.userID(), on: request.db).response())
    }

    func recordResult(request: Request) async throws -> Response {
        let gather = try await Self.find(request.idParameter(), userID: request.userID(), on: request.db)
        let body = try await request.decodeBody(GatherResultRequest.self)
        guard let score = GatherScore(body.score) else {
            throw Abort(
                .badRequest,
                reason: "'score' must be \"A:B\" with each side a whole number from 0 to 99, not \"\(body.score)\".")
        }
        guard score.winner == body.winnerTeam else {
            throw Abort(
                .badRequest,
                reason:
                    "'winnerTeam' must be \"\(score.winner.rawValue)\" for the score \(score), not \"\(body.winnerTeam.rawValue)\"."
            )
        }
        gather.score = score.description
        gather.winnerTeam = body.winnerTeam.rawValue
        try await gather.update(on: request.db)
        return try jsonResponse(gather.response())
    }

    func delete(request: Request) async throws -> HTTPStatus {
        try await Self.find(request.idParameter(), userID: request.userID(), on: request.db).delete(on: request.db)
        return .noContent
    }

    /// Both teams need a player, and nobody may play twice.
    static func validateTeams(_ players: [GatherPlayerAssignment]) throws {
        for team in GatherTeam.allCases where !players.contains(where: { $0.team == team }) {
            throw Abort(.badRequest, reason: "\(team.rawValue) needs at least one player.")
        }
        var seen = Set<UUID>()
        for assignment in players where !seen.insert(assignment.playerID).inserted {
            throw Abort(.badRequest, reason: "Player \(assignment.playerID) is listed more than once.")
        }
    }

    static func requireOwnPlayer(_ playerID: UUID, userID: UUID, on database: any Database) async throws {
        let count = try await PlayerModel.query(on: database)
            .filter(\.$id == playerID)
            .filter(\.$user.$id == userID)
            .count()
        guard count == 1 else {
            throw Abort(.badRequest, reason: "Player \(playerID) is not in your roster.")
        }
    }

    static func find(_ id: UUID, userID: UUID, on database: any Database) async throws -> GatherModel {
        let query = GatherModel.query(on: database)
            .filter(\.$id == id)
            .filter(\.$user.$id == userID)
            .with(\.$players) { $0.with(\.$player) }
        guard let gather = try await query.first() else {
            throw Abort(.notFound, reason: "No gather with id \(id) among yours.")
        }
        return gather
    }
}
