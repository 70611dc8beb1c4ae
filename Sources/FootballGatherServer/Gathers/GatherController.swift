import Fluent
import FootballGatherAPI
import SQLKit
import Vapor

/// The caller's gathers: created atomically with their teams, ended with a score.
struct GatherController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.on(.listGathers, use: list)
        routes.grouped(IdempotentRequests(caller: .account)).on(.createGather, use: create)
        routes.on(.getGather, use: show)
        routes.on(.recordGatherResult, use: recordResult)
        routes.on(.deleteGather, use: delete)
    }

    /// Where a page of gathers ends: the last gather's creation date and id.
    struct Position: Codable {
        var createdAt: CursorDate
        var id: UUID

        enum CodingKeys: String, CodingKey {
            case createdAt = "t"
            case id = "i"
        }

        init(_ gather: GatherRow) {
            createdAt = CursorDate(gather.createdAt)
            id = gather.id
        }
    }

    /// What a page of gathers' SQL text varies with: how many rows it reads, whether only one
    /// player's gathers, and whether it starts after a position.
    struct PageShape: Hashable {
        var limit: Int
        var isOfPlayer: Bool
        var isAfter: Bool
    }

    /// A user's gathers (the first value), newest first then by id; only those a player played in
    /// (the next value) when `isOfPlayer`; only those before a creation date and id (the last two
    /// values) when `isAfter`.
    static let page = StatementShape<PageShape>("page of gathers") { sql, shape, values in
        var values = values[...]
        let query = sql.select().columns(GatherRow.columns).from(GatherModel.schema)
            .where("user_id", .equal, values.removeFirst())
        if shape.isOfPlayer {
            let playerID = values.removeFirst()
            query.where(
                SQLIdentifier("id"), .in,
                SQLSubquery.select {
                    $0.column("gather_id").from(GatherPlayerModel.schema).where("player_id", .equal, playerID)
                })
        }
        if shape.isAfter {
            let createdAt = values.removeFirst()
            let id = values.removeFirst()
            query.where { either in
                either.where("created_at", .lessThan, createdAt)
                    .orWhere { $0.where("created_at", .equal, createdAt).where("id", .lessThan, id) }
            }
        }
        return query.orderBy("created_at", .descending).orderBy("id", .descending).limit(shape.limit)
    }

    /// A page of the caller's gathers, newest first (then by id).
    func list(request: Request) async throws -> Response {
        try await Self.page(of: request, path: APIPath.gathers)
    }

    /// A page of the caller's gathers (only those `playerID` played in, when given), newest first
    /// (then by id), paged in SQL; the players are loaded for that page only.
    static func page(of request: Request, path: String, playerID: UUID? = nil) async throws -> Response {
        let page = try PageRequest(request)
        let sql = try request.pageSQL()
        let after = try page.position(Position.self)
        var values: [any Encodable & Sendable] = [try request.userID()]
        if let playerID { values.append(playerID) }
        if let after {
            values += [after.createdAt.bound(onPostgreSQL: sql.dialect.name == "postgresql"), after.id]
        }
        let gathers = try await Self.page.rows(
            as: GatherRow.self, on: sql,
            key: PageShape(limit: page.limit + 1, isOfPlayer: playerID != nil, isAfter: after != nil), values: values)
        let entries = try await GatherEntries(ofGathers: gathers.prefix(page.limit).map(\.id), on: sql)
        return try page.response(gathers, path: path, position: Position.init) { page in
            let players = WrittenPlayers(entries.players)
            var writer = WireJSONWriter(capacity: page.count * 2_048)
            writer.array(page) { entries.write($1, players: players, to: &$0) }
            return writer.bytes
        }
    }

    /// A new gather of Team A and Team B; with a game's id, the gather played from that game.
    func create(request: Request) async throws -> Response {
        let body = try await request.decodeBody(GatherCreateRequest.self)
        try Self.validateTeams(body.players)
        let userID = try request.userID()
        try AccountHoldings.refuse(
            holding: try await GatherModel.query(on: request.db).filter(\.$user.$id == userID).count(),
            of: request.application.accountHoldings.gathers, "gathers",
            advice: "delete old gathers from History before starting more.")
        let gatherID = try await GatherStore.create(
            body, userID: userID, on: request.db, feed: request.application.changeFeed)
        let gather = try await GatherStore.find(gatherID, userID: userID, on: request.db).response()
        return try jsonResponse(
            gather, entityTag: gather.entityTag, status: .created, location: APIPath.gather(gatherID))
    }

    func show(request: Request) async throws -> Response {
        let gather = try await GatherStore.find(request.idParameter(), userID: request.userID(), on: request.db)
            .response()
        return try jsonResponse(gather, entityTag: gather.entityTag)
    }

    /// Ends the gather with its score, once: an ended gather answers 409; with `If-Match`, only
    /// while its tag is still one the header names (412 otherwise). The read, the checks and the
    /// write hold the row's lock.
    func recordResult(request: Request) async throws -> Response {
        let id = try request.idParameter()
        let userID = try request.userID()
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
        let gather = try await GatherStore.end(
            id, userID: userID, score: score, winner: body.winnerTeam, ifMatch: try request.ifMatch(), on: request.db,
            feed: request.application.changeFeed)
        let response = try gather.response()
        return try jsonResponse(response, entityTag: response.entityTag)
    }

    /// Deletes the gather; its live links answer 410 saying so (``GatherStore/delete(_:userID:on:locks:feed:)``).
    func delete(request: Request) async throws -> HTTPStatus {
        try await GatherStore.delete(
            try request.idParameter(), userID: try request.userID(), on: request.db,
            locks: request.application.rowLocks, feed: request.application.changeFeed)
        return .noContent
    }

    /// At most ``GatherRules/maxPlayers`` players, both teams need one, and nobody may play twice.
    static func validateTeams(_ players: [GatherPlayerAssignment]) throws {
        guard players.count <= GatherRules.maxPlayers else {
            throw Abort(.badRequest, reason: "A gather takes at most \(GatherRules.maxPlayers) players.")
        }
        for team in GatherTeam.allCases where !players.contains(where: { $0.team == team }) {
            throw Abort(.badRequest, reason: "\(team.rawValue) needs at least one player.")
        }
        var seen = Set<UUID>()
        for assignment in players where !seen.insert(assignment.playerID).inserted {
            throw Abort(.badRequest, reason: "Player \(assignment.playerID) is listed more than once.")
        }
    }
}
