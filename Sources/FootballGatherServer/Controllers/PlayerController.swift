import Fluent
import FootballGatherAPI
import Vapor

/// The caller's roster; another user's player answers 404.
struct PlayerController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let players = routes.grouped("players")
        players.get(use: list)
        players.post(use: create)
        let player = players.grouped(":id")
        player.get(use: show)
        player.put(use: replace)
        player.delete(use: delete)
        player.get("gathers", use: gathers)
    }

    func list(request: Request) async throws -> Response {
        let players = try await PlayerModel.query(on: request.db)
            .filter(\.$user.$id == request.userID())
            .all()
            .sorted {
                ($0.name.lowercased(), $0.createdAt ?? .distantPast) < (
                    $1.name.lowercased(), $1.createdAt ?? .distantPast
                )
            }
        return try jsonResponse(players.map { try $0.response() })
    }

    func create(request: Request) async throws -> Response {
        let body = try await request.decodeBody(PlayerRequest.self)
        let player = PlayerModel(userID: try request.userID())
        try player.apply(body)
        try await player.create(on: request.db)
        return try jsonResponse(player.response(), status: .created, location: APIPath.player(try player.requireID()))
    }

    func show(request: Request) async throws -> Response {
        try jsonResponse(try await Self.find(request).response())
    }

    func replace(request: Request) async throws -> Response {
        let player = try await Self.find(request)
        try player.apply(try await request.decodeBody(PlayerRequest.self))
        try await player.update(on: request.db)
        return try jsonResponse(player.response())
    }

    func delete(request: Request) async throws -> HTTPStatus {
        try await Self.find(request).delete(on: request.db)
        return .noContent
    }

    func gathers(request: Request) async throws -> Response {
        let player = try await Self.find(request)
        let gathers = try await GatherModel.query(on: request.db)
            .filter(\.$user.$id == request.userID())
            .join(GatherPlayerModel.self, on: \GatherModel.$id == \GatherPlayerModel.$gather.$id)
            .filter(GatherPlayerModel.self, \.$player.$id == player.requireID())
            .with(\.$players) { $0.with(\.$player) }
            .sort(\.$createdAt, .descending)
            .all()
        return try jsonResponse(gathers.map { try $0.response() })
    }

    /// The caller's player with the path's id, or 404.
    static func find(_ request: Request) async throws -> PlayerModel {
        let id = try request.idParameter()
        guard
            let player = try await PlayerModel.query(on: request.db)
                .filter(\.$id == id)
                .filter(\.$user.$id == request.userID())
                .first()
        else {
            throw Abort(.notFound, reason: "No player with id \(id) in your roster.")
        }
        return player
    }
}
