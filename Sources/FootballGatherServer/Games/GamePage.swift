import Fluent
import FootballGatherAPI
import Foundation
import SQLKit
import Vapor

/// A page of the organiser's games in the order the Games screen lists them: upcoming ones
/// (soonest first), then past ones (latest first), each then by id. The page is found in SQL by
/// keyset, and only its own games' people are counted, in SQL, so a list costs its page whatever
/// the account holds.
enum GamePage {
    /// The two parts of the list. A game is past once its time has passed or its gather has ended.
    enum Part: String, Codable {
        case upcoming = "u"
        case past = "p"
    }

    /// Where a page ends: its part, the last game's time and id, and the moment the first page
    /// was read, so that every page of one listing splits the games at the same moment.
    struct Position: Codable {
        var part: Part
        var startsAt: CursorDate
        var id: UUID
        var now: CursorDate

        /// Keys no other list's cursor has, so that one list refuses another's cursor.
        enum CodingKeys: String, CodingKey {
            case part = "p"
            case startsAt = "s"
            case id = "g"
            case now = "n"
        }
    }

    /// What the page query's SQL text varies with: how many rows it reads, the part, and whether
    /// it starts after a position.
    struct Shape: Hashable {
        var limit: Int
        var part: Part
        var isAfter: Bool
    }

    /// A game of the page query: what its summary shows but the counts of its people.
    struct Row: ListRow {
        var id: UUID
        var startsAt: Date
        var timeZone: String
        var place: String
        var capacity: Int
        var answersOpen: Bool
        /// When the game's gather ended, once it has (its creation for one ended before that was
        /// recorded).
        var playedAt: Date?

        init(columns row: some ListColumns) throws {
            id = try row.uuid("id")
            startsAt = try row.date("starts_at")
            timeZone = try row.text("time_zone")
            place = try row.text("place")
            capacity = try row.int("capacity")
            answersOpen = try row.bool("answers_open")
            playedAt = try row.optionalDate("gather_ended_at") ?? row.optionalDate("gather_created_at")
        }
    }

    /// The games of a user (the first value) in `part` as of a moment (the next value), after a
    /// time and id (the last two values) when `isAfter`. A game's gather counts when it has ended.
    static let query = StatementShape<Shape>("page of games") { sql, shape, values in
        var values = values[...]
        let startsAt = SQLColumn("starts_at", table: GameModel.schema)
        let id = SQLColumn("id", table: GameModel.schema)
        let endedGather = SQLColumn("id", table: GatherModel.schema)
        let ended = SQLBinaryExpression(
            SQLBinaryExpression(endedGather, .equal, SQLColumn("gather_id", table: GameModel.schema)), .and,
            SQLBinaryExpression(SQLColumn("score", table: GatherModel.schema), .isNot, SQLLiteral.null))
        let query = sql.select().column(id).column(startsAt)
            .columns(["time_zone", "place", "capacity", "answers_open"].map { SQLColumn($0, table: GameModel.schema) })
            .column(SQLAlias(SQLColumn("ended_at", table: GatherModel.schema), as: SQLIdentifier("gather_ended_at")))
            .column(
                SQLAlias(SQLColumn("created_at", table: GatherModel.schema), as: SQLIdentifier("gather_created_at"))
            )
            .from(GameModel.schema)
            .join(SQLIdentifier(GatherModel.schema), method: SQLJoinMethod.left, on: ended)
            .where(SQLColumn("user_id", table: GameModel.schema), .equal, values.removeFirst())
        let now = values.removeFirst()
        switch shape.part {
        case .upcoming:
            query.where(startsAt, .greaterThanOrEqual, now).where(endedGather, .is, SQLLiteral.null)
        case .past:
            query.where { $0.where(startsAt, .lessThan, now).orWhere(endedGather, .isNot, SQLLiteral.null) }
        }
        let order: (beyond: SQLBinaryOperator, direction: SQLDirection) =
            shape.part == .upcoming ? (.greaterThan, .ascending) : (.lessThan, .descending)
        if shape.isAfter {
            let (time, lastID) = (values.removeFirst(), values.removeFirst())
            query.where { either in
                either.where(startsAt, order.beyond, time)
                    .orWhere { $0.where(startsAt, .equal, time).where(id, order.beyond, lastID) }
            }
        }
        return query.orderBy(startsAt, order.direction).orderBy(id, order.direction).limit(shape.limit)
    }

    /// The page of `userID`'s games `request` asks for (`limit`, `cursor`), as of `now` for a
    /// first page: a JSON array of ``GameSummary``, with a `Link` header while more remain.
    static func response(to request: Request, userID: UUID, now: Date) async throws -> Response {
        let page = try PageRequest(request)
        let sql = try request.pageSQL()
        let onPostgreSQL = sql.dialect.name == "postgresql"
        let after = try page.position(Position.self)
        let moment = after?.now ?? CursorDate(now)
        var part = after?.part ?? .upcoming
        var start = after.map { (startsAt: $0.startsAt, id: $0.id) }
        var rows: [(part: Part, row: Row)] = []
        // One more than the page is read, to tell whether more remain; upcoming games first, then
        // past ones when the upcoming ones end before that.
        while rows.count <= page.limit {
            var values: [any Encodable & Sendable] = [userID, moment.bound(onPostgreSQL: onPostgreSQL)]
            if let start { values += [start.startsAt.bound(onPostgreSQL: onPostgreSQL), start.id] }
            let found = try await query.rows(
                as: Row.self, on: sql,
                key: Shape(limit: page.limit + 1 - rows.count, part: part, isAfter: start != nil),
                values: values)
            rows += found.map { (part, $0) }
            guard part == .upcoming else { break }
            (part, start) = (.past, nil)
        }
        let summaries = try await Self.summaries(of: rows.prefix(page.limit).map(\.row), on: sql)
        let body = try await request.application.backgroundWork.run { try WireCoding.makeEncoder().encode(summaries) }
        return try page.response(
            rows, path: APIPath.games,
            position: { Position(part: $0.part, startsAt: CursorDate($0.row.startsAt), id: $0.row.id, now: moment) }
        ) { _ in Array(body) }
    }

    /// The summaries of the games `rows`, in that order, with their people counted in SQL.
    static func summaries(of rows: [Row], on sql: any SQLDatabase) async throws -> [GameSummary] {
        guard !rows.isEmpty else { return [] }
        let counts = try await standingCounts(ofGames: rows.map(\.id), on: sql)
        return rows.map { game in
            GameSummary(
                id: game.id, startsAt: game.startsAt, timeZone: game.timeZone, place: game.place,
                capacity: game.capacity, inCount: counts[StandingKey(game: game.id, standing: .in)] ?? 0,
                waitingCount: counts[StandingKey(game: game.id, standing: .waiting)] ?? 0,
                answersOpen: game.answersOpen, playedAt: game.playedAt)
        }
    }

    struct StandingKey: Hashable {
        var game: UUID
        var standing: GameStanding
    }

    /// A count of the standing counts query: how many people of a game have one standing.
    struct StandingCount: ListRow {
        var gameID: UUID
        var standing: String
        var people: Int

        init(columns row: some ListColumns) throws {
            gameID = try row.uuid("game_id")
            standing = try row.text("standing")
            people = try row.int("people")
        }
    }

    /// How many people of each game whose id is one of the values (all but the last two) have
    /// the standing of each of the last two values.
    static let standingCountsQuery = StatementShape<Unkeyed>("standing counts") { sql, _, values in
        sql.select().column("game_id").column("standing")
            .column(SQLAlias(SQLFunction("COUNT", args: SQLLiteral.all), as: SQLIdentifier("people")))
            .from(GamePersonModel.schema)
            .where("game_id", .in, SQLGroupExpression(Array(values.dropLast(2))))
            .where("standing", .in, SQLGroupExpression(Array(values.suffix(2))))
            .groupBy("game_id").groupBy("standing")
    }

    /// How many people of each of the games `ids` are in and how many are waiting, counted by the
    /// database.
    static func standingCounts(ofGames ids: [UUID], on sql: any SQLDatabase) async throws -> [StandingKey: Int] {
        let counted: [any Encodable & Sendable] = [GameStanding.in, .waiting].map(\.rawValue)
        let rows = try await standingCountsQuery.rows(
            as: StandingCount.self, on: sql, key: .shape, values: ids.map { $0 as any Encodable & Sendable } + counted)
        var counts: [StandingKey: Int] = [:]
        for row in rows {
            guard let standing = GameStanding(rawValue: row.standing) else { continue }
            counts[StandingKey(game: row.gameID, standing: standing)] = row.people
        }
        return counts
    }

}
