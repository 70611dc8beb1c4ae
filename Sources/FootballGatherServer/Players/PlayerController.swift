import Fluent
import FootballGatherAPI
import Vapor

/// The caller's roster; another user's player answers 404.
struct PlayerController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.on(.listPlayers, use: list)
        routes.grouped(IdempotentRequests(caller: .account)).on(.createPlayer, use: create)
        routes.on(.getPlayerRecords, use: records)
        routes.on(.getPlayer, use: show)
        routes.on(.replacePlayer, use: replace)
        routes.on(.deletePlayer, use: delete)
        routes.on(.listPlayerGathers, use: gathers)
        routes.on(.getPlayerRecord, use: record)
    }

    /// Where a page of players ends: the last player's sort key and id.
    struct Position: Codable {
        var nameKey: String
        var id: UUID

        enum CodingKeys: String, CodingKey {
            case nameKey = "n"
            case id = "i"
        }
    }

    /// What a page of players' SQL text varies with: how many rows it reads, and whether it starts
    /// after a position.
    struct PageShape: Hashable {
        var limit: Int
        var isAfter: Bool
    }

    /// A user's players (the first value), by name key then id, after a name key and id (the second
    /// and third values) when the page has a position.
    static let page = StatementShape<PageShape>("page of players") { sql, shape, values in
        let query = sql.select().columns(PlayerRow.columns).from(PlayerModel.schema)
            .where("user_id", .equal, values[0])
        if shape.isAfter {
            query.where { either in
                either.where("name_key", .greaterThan, values[1])
                    .orWhere { $0.where("name_key", .equal, values[1]).where("id", .greaterThan, values[2]) }
            }
        }
        return query.orderBy("name_key").orderBy("id").limit(shape.limit)
    }

    /// A page of the caller's players, by name (case-insensitively) then id.
    func list(request: Request) async throws -> Response {
        let page = try PageRequest(request)
        let userID = try request.userID()
        let after = try page.position(Position.self)
        let players = try await Self.page.rows(
            as: PlayerRow.self, on: request.sql(), key: PageShape(limit: page.limit + 1, isAfter: after != nil),
            values: [userID] + (after.map { [$0.nameKey, $0.id] } ?? []))
        return try page.response(
            players, path: APIPath.players, position: { Position(nameKey: $0.nameKey, id: $0.id) }
        ) { page in
            var writer = WireJSONWriter(capacity: page.count * 192)
            writer.array(page) { $0.player($1.response()) }
            return writer.bytes
        }
    }

    func create(request: Request) async throws -> Response {
        let body = try await request.decodeBody(PlayerRequest.self)
        let player = try await PlayerStore.create(
            body, userID: try request.userID(), limit: request.application.accountHoldings.players, on: request.db,
            feed: request.application.changeFeed)
        let response = try player.response()
        return try jsonResponse(
            response, entityTag: response.entityTag, status: .created, location: APIPath.player(response.id))
    }

    func show(request: Request) async throws -> Response {
        let response = try await PlayerStore.find(request.idParameter(), userID: request.userID(), on: request.db)
            .response()
        return try jsonResponse(response, entityTag: response.entityTag)
    }

    /// Replaces the player; with `If-Match`, only while its tag is still one the header names
    /// (412 otherwise).
    func replace(request: Request) async throws -> Response {
        let body = try await request.decodeBody(PlayerRequest.self)
        let player = try await PlayerStore.replace(
            try request.idParameter(), userID: try request.userID(), with: body, ifMatch: try request.ifMatch(),
            on: request.db, feed: request.application.changeFeed)
        let response = try player.response()
        return try jsonResponse(response, entityTag: response.entityTag)
    }

    func delete(request: Request) async throws -> HTTPStatus {
        try await PlayerStore.delete(
            try request.idParameter(), userID: try request.userID(), on: request.db,
            feed: request.application.changeFeed)
        return .noContent
    }

    /// A page of the gathers the player took part in, newest first, paged like every list.
    func gathers(request: Request) async throws -> Response {
        let id = try request.idParameter()
        _ = try await PlayerStore.find(id, userID: request.userID(), on: request.db)
        return try await GatherController.page(of: request, path: APIPath.gathers(ofPlayer: id), playerID: id)
    }

    /// The player's record over their ended gathers: the counts in one aggregate query, the last
    /// five results in another.
    func record(request: Request) async throws -> Response {
        let id = try request.idParameter()
        let userID = try request.userID()
        _ = try await PlayerStore.find(id, userID: userID, on: request.db)
        let entries = try await PlayerRecordQuery(playerIDs: [id], userID: userID, on: request.sql()).entries()
        return try jsonResponse(entries[0].record)
    }

    /// The records of the players `?ids=` names (up to ``PlayerRecordsRules/maxPlayers``), in
    /// that order, in two queries: what balancing teams by recent form reads in one request.
    func records(request: Request) async throws -> Response {
        let ids = try Self.playerIDs(in: request)
        let userID = try request.userID()
        let sql = try request.sql()
        struct Row: Decodable { var id: UUID }
        let known = Set(
            try await sql.select().column("id").from(PlayerModel.schema)
                .where("user_id", .equal, userID).where("id", .in, ids)
                .collectedRows(decoding: Row.self).map(\.id))
        if let missing = ids.first(where: { !known.contains($0) }) {
            throw Abort(.notFound, reason: "No player with id \(missing) in your roster.")
        }
        return try jsonResponse(try await PlayerRecordQuery(playerIDs: ids, userID: userID, on: sql).entries())
    }

    /// The distinct ids of `?ids=`, in order; 400 naming what is wrong when it is missing, holds
    /// something that is not an id, or names too many players.
    static func playerIDs(in request: Request) throws -> [UUID] {
        let parameter = PlayerRecordsRules.idsParameter
        let limit = PlayerRecordsRules.maxPlayers
        guard let text = request.queryParameter(parameter), !text.isEmpty else {
            throw Abort(.badRequest, reason: "'\(parameter)' must list the players' ids, separated by commas.")
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= limit else {
            throw Abort(
                .badRequest, reason: "'\(parameter)' names \(parts.count) players; at most \(limit) are read at once.")
        }
        var seen = Set<UUID>()
        return try parts.compactMap { part in
            guard let id = UUID(uuidString: String(part)) else {
                throw Abort(
                    .badRequest, reason: "'\(parameter)' holds \"\(part.prefix(40))\", which is not a player id.")
            }
            return seen.insert(id).inserted ? id : nil
        }
    }

}
