import Fluent
import FootballGatherAPI
import Foundation
import SQLKit
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Pagination")
struct PaginationTests {
    /// One page: its items and the path + query of the next page, if the response named one.
    struct Page<Item: Decodable> {
        var items: [Item]
        var next: String?
    }

    static func page<Item: Decodable>(
        _ type: Item.Type, _ path: String, api: TestAPI, token: String
    ) async throws -> Page<Item> {
        let response = try await api.send(.GET, path, token: token)
        #expect(response.status == .ok)
        let links = response.headers[.link]
        #expect(links.count <= 1)
        var next: String?
        if let link = links.first {
            let match = try #require(link.wholeMatch(of: /<([^>]+)>; rel="next"/))
            next = String(match.1)
        }
        return Page(items: try api.decode([Item].self, from: response), next: next)
    }

    /// Every page from `first` on, following the Link headers.
    static func allPages<Item: Decodable>(
        _ type: Item.Type, from first: String, api: TestAPI, token: String
    ) async throws -> [Page<Item>] {
        var pages: [Page<Item>] = []
        var path: String? = first
        while let current = path {
            let page = try await page(type, current, api: api, token: token)
            pages.append(page)
            path = page.next
        }
        return pages
    }

    /// The next-page path must repeat the limit and carry an opaque, URL-safe cursor.
    static func expectNextLink(_ next: String?, base: String, limit: Int) {
        guard let next else {
            Issue.record("expected a Link to the next page")
            return
        }
        #expect(next.wholeMatch(of: /\/api\/[a-z]+\?limit=[0-9]+&cursor=[A-Za-z0-9_-]+/) != nil)
        #expect(next.hasPrefix("\(base)?limit=\(limit)&cursor="))
    }

    @Test(
        "Players come a page at a time by name, case-insensitively in every script, then by id",
        arguments: TestDatabase.all)
    func playerPages(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let other = try await api.signUp("bob")
            for name in ["Zoe", "émile", "Ólafur", "adam", "ÉMILIE", "Ben", "ana", "Ana", "ANA"] {
                _ = try await api.createPlayer(PlayerRequest(name: name), token: token)
            }
            _ = try await api.createPlayer(PlayerRequest(name: "Aaron"), token: other)
            let anas = try await PlayerModel.query(on: app.db).filter(\.$nameKey == "ana").all()
            let anaNames = anas.sorted { $0.id!.uuidString < $1.id!.uuidString }.map(\.name)

            let pages = try await Self.allPages(
                PlayerResponse.self, from: APIPath.players + "?limit=2", api: api, token: token)

            #expect(pages.map(\.items.count) == [2, 2, 2, 2, 1])
            #expect(
                pages.flatMap(\.items).map(\.name)
                    == ["adam"] + anaNames + ["Ben", "Zoe", "émile", "ÉMILIE", "Ólafur"])
            for page in pages.dropLast() {
                Self.expectNextLink(page.next, base: APIPath.players, limit: 2)
            }
            #expect(pages.last?.next == nil)
        }
    }

    @Test("Without a limit a page holds 50 players; the last page has no Link", arguments: TestDatabase.all)
    func defaultLimit(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let userID = try await api.logIn("alice", password: "secret-password").userID
            for index in 0..<51 {
                let player = PlayerModel(userID: userID)
                try player.apply(PlayerRequest(name: String(format: "Player %02d", index)))
                try await player.create(on: app.db)
            }

            let first = try await Self.page(PlayerResponse.self, APIPath.players, api: api, token: token)
            #expect(first.items.map(\.name) == (0..<50).map { String(format: "Player %02d", $0) })
            Self.expectNextLink(first.next, base: APIPath.players, limit: PageRules.defaultLimit)
            let second = try await Self.page(PlayerResponse.self, try #require(first.next), api: api, token: token)
            #expect(second.items.map(\.name) == ["Player 50"])
            #expect(second.next == nil)

            let exact = try await Self.page(PlayerResponse.self, APIPath.players + "?limit=51", api: api, token: token)
            #expect(exact.items.count == 51)
            #expect(exact.next == nil)
        }
    }

    @Test(
        "Gathers come newest first a page at a time, ties on the date by id, each with its players",
        arguments: TestDatabase.all)
    func gatherPages(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let userID = try await api.logIn("alice", password: "secret-password").userID
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
            // Three gathers at one instant (not on a whole microsecond), two earlier, one later.
            let instant = Date(timeIntervalSinceReferenceDate: 800_000_000.123_456_7)
            let dates = [instant, instant, instant, instant - 60, instant - 120, instant + 60]
            for date in dates {
                let gather = GatherModel(userID: userID, createdAt: date)
                try await gather.create(on: app.db)
                try await GatherPlayerModel(gatherID: gather.requireID(), playerID: ana.id, team: "Team A")
                    .create(on: app.db)
                try await GatherPlayerModel(gatherID: gather.requireID(), playerID: ben.id, team: "Team B")
                    .create(on: app.db)
            }
            let everything = try await api.decode(
                [GatherResponse].self, from: api.send(.GET, APIPath.gathers + "?limit=200", token: token))
            let expected = everything.sorted {
                ($0.createdAt, $0.id.uuidString) > ($1.createdAt, $1.id.uuidString)
            }
            #expect(everything == expected)
            #expect(Set(everything.map(\.id)).count == 6)

            let pages = try await Self.allPages(
                GatherResponse.self, from: APIPath.gathers + "?limit=1", api: api, token: token)

            #expect(pages.map(\.items.count) == [1, 1, 1, 1, 1, 1])
            #expect(pages.flatMap(\.items) == everything)
            for page in pages.dropLast() {
                Self.expectNextLink(page.next, base: APIPath.gathers, limit: 1)
            }
            #expect(pages.flatMap(\.items).allSatisfy { $0.players.map(\.player) == [ana, ben] })
            #expect(pages.last?.next == nil)
        }
    }

    @Test(
        "A bad limit or cursor answers 400 naming the parameter",
        arguments: [APIPath.players, APIPath.gathers, APIPath.games])
    func badParameters(path: String) async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let limitReason = "'limit' must be a whole number from 1 to 200."
            let cursorReason = "'cursor' must be a cursor from the Link header of the previous page."
            let foreignCursor = Base64URL.encode(Data(#"{"x": 1}"#.utf8))
            let cases = [
                ("limit=0", limitReason), ("limit=201", limitReason), ("limit=-1", limitReason),
                ("limit=ten", limitReason), ("limit=", limitReason), ("limit", limitReason), ("limit=2.5", limitReason),
                ("limit=1%zz", limitReason), ("limit=%", limitReason),
                ("cursor=", cursorReason), ("cursor=not+base64!", cursorReason), ("cursor=AAAA", cursorReason),
                ("cursor=\(foreignCursor)", cursorReason),
            ]
            for (query, reason) in cases {
                let response = try await api.send(.GET, "\(path)?\(query)", token: token)
                #expect(response.status == .badRequest, "\(query)")
                #expect(try api.reason(of: response) == reason, "\(query)")
            }
        }
    }

    @Test("A players cursor is refused by the gathers list and the other way round")
    func cursorsBelongToTheirList() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
            _ = try await api.createGather(teamA: [ana.id], teamB: [ben.id], token: token)
            _ = try await api.createGather(teamA: [ben.id], teamB: [ana.id], token: token)
            let players = try await Self.page(PlayerResponse.self, APIPath.players + "?limit=1", api: api, token: token)
            let gathers = try await Self.page(GatherResponse.self, APIPath.gathers + "?limit=1", api: api, token: token)
            let playerCursor = try #require(players.next?.split(separator: "cursor=").last)
            let gatherCursor = try #require(gathers.next?.split(separator: "cursor=").last)

            for path in ["\(APIPath.gathers)?cursor=\(playerCursor)", "\(APIPath.players)?cursor=\(gatherCursor)"] {
                let response = try await api.send(.GET, path, token: token)
                #expect(response.status == .badRequest)
                #expect(
                    try api.reason(of: response)
                        == "'cursor' must be a cursor from the Link header of the previous page.")
            }
        }
    }

    @Test(
        "The sort-key migration fills name_key for existing players and rounds existing gather dates on SQLite",
        arguments: TestDatabase.all)
    func sortKeyBackfill(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let userID = try await api.logIn("alice", password: "secret-password").userID
            let created = Date(timeIntervalSinceReferenceDate: 800_000_000.123_456_7)
            // One connection throughout: SQLite checks DDL against the schema its connection has
            // cached, which another connection's change leaves stale until its next statement.
            try await app.db.withConnection { database in
                let sql = try #require(database as? any SQLDatabase)
                try await AddForeignKeyIndexes().revert(on: database)
                try await AddListSortKeys().revert(on: database)
                for name in ["Émile", "zoe", "ÁLVARO", "bea"] {
                    try await sql.insert(into: PlayerModel.schema)
                        .columns("id", "user_id", "name")
                        .values(SQLBind(UUID()), SQLBind(userID), SQLBind(name))
                        .run()
                }
                try await sql.insert(into: GatherModel.schema)
                    .columns("id", "user_id", "created_at")
                    .values(SQLBind(UUID()), SQLBind(userID), SQLBind(created))
                    .run()

                try await AddListSortKeys().prepare(on: database)
                try await AddForeignKeyIndexes().prepare(on: database)
            }

            let stored = try await PlayerModel.query(on: app.db).all()
            #expect(Set(stored.map(\.nameKey)) == ["émile", "zoe", "álvaro", "bea"])
            let players = try await Self.page(PlayerResponse.self, APIPath.players, api: api, token: token)
            #expect(players.items.map(\.name) == ["bea", "zoe", "ÁLVARO", "Émile"])
            let sql = try #require(app.db as? any SQLDatabase)
            let row = try #require(try await sql.select().column("created_at").from(GatherModel.schema).first())
            if sql.dialect.name == "sqlite" {
                // Stored exactly as the rounded date binds, so a cursor made from it matches it.
                let stored = try row.decode(column: "created_at", as: Double.self)
                #expect(stored == created.roundedToMicroseconds.timeIntervalSince1970)
                #expect(stored != created.timeIntervalSince1970)
            } else {
                let stored = try row.decode(column: "created_at", as: Date.self)
                #expect(abs(stored.timeIntervalSince(created)) < 1e-6)
            }
        }
    }
}
