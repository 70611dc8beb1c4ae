import Fluent
import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("An organiser's games come a page at a time, each page counting its own people")
struct GamePagesTests {
    /// A game stored as the API would store it, `offset` seconds from now, with `in` people in,
    /// `waiting` waiting and one who has not answered; with `ended`, its gather has ended.
    static func storeGame(
        for userID: UUID, at date: Date, in inCount: Int, waiting: Int, ended: Bool = false, on database: any Database
    ) async throws -> GameModel {
        let game = GameModel(userID: userID, inviteToken: TokenDigest.makeToken(), createdAt: Date())
        game.apply(GameRoutesTests.request(startsAt: date, capacity: max(2, inCount)))
        if ended {
            let gather = GatherModel(userID: userID, createdAt: date)
            gather.score = "2-1"
            try await gather.create(on: database)
            game.gatherID = try gather.requireID()
        }
        try await game.create(on: database)
        let standings =
            Array(repeating: GameStanding.in, count: inCount) + Array(repeating: .waiting, count: waiting) + [
                .unanswered
            ]
        for (sequence, standing) in standings.enumerated() {
            let person = GamePersonModel(gameID: try game.requireID(), name: "Person \(sequence)", playerID: nil)
            person.standing = standing.rawValue
            person.sequence = standing == .unanswered ? nil : Int64(sequence + 1)
            try await person.create(on: database)
        }
        return game
    }

    @Test(
        "Upcoming games soonest first, then past ones latest first, ties by id, whatever the page size",
        arguments: TestDatabase.all)
    func order(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let userID = try await api.logIn("alice", password: "secret-password").userID
            let other = try await api.signUp("bob")
            let now = Date()
            let hour = 3600.0
            // Two upcoming games at one instant (not on a whole microsecond), and two past ones at
            // another; a game ahead whose gather has ended is past.
            let soon = now.addingTimeInterval(2 * hour + 0.123_456_7)
            let earlier = now.addingTimeInterval(-5 * hour - 0.765_432_1)
            let plan: [(date: Date, in: Int, waiting: Int, ended: Bool)] = [
                (soon, 3, 0, false), (now.addingTimeInterval(30 * hour), 10, 2, false), (soon, 1, 1, false),
                (earlier, 0, 0, false), (now.addingTimeInterval(-50 * hour), 4, 0, false), (earlier, 2, 0, false),
                (now.addingTimeInterval(9 * hour), 6, 0, true),
            ]
            var stored: [GameModel] = []
            for game in plan {
                stored.append(
                    try await Self.storeGame(
                        for: userID, at: game.date, in: game.in, waiting: game.waiting, ended: game.ended, on: app.db))
            }
            let bobsID = try await api.logIn("bob", password: "secret-password").userID
            _ = try await Self.storeGame(for: bobsID, at: soon, in: 1, waiting: 0, on: app.db)

            // The order the list promises, worked out here from the stored games alone.
            let isPast = { (index: Int) in plan[index].date < now || plan[index].ended }
            let key = { (index: Int) in (stored[index].startsAt, stored[index].id!.uuidString) }
            let upcoming = plan.indices.filter { !isPast($0) }.sorted { key($0) < key($1) }
            let past = plan.indices.filter(isPast).sorted { key($0) > key($1) }
            let expected = (upcoming + past).map { stored[$0].id! }

            for limit in [1, 2, 3, 200] {
                let pages = try await PaginationTests.allPages(
                    GameSummary.self, from: APIPath.games + "?limit=\(limit)", api: api, token: token)
                #expect(pages.flatMap(\.items).map(\.id) == expected, "limit \(limit)")
                #expect(pages.count == (plan.count + limit - 1) / limit, "limit \(limit)")
                for page in pages.dropLast() {
                    PaginationTests.expectNextLink(page.next, base: APIPath.games, limit: limit)
                }
            }
            let listed = try await PaginationTests.allPages(
                GameSummary.self, from: APIPath.games + "?limit=2", api: api, token: token
            ).flatMap(\.items)
            for (index, game) in stored.enumerated() {
                let summary = try #require(listed.first { $0.id == game.id })
                #expect(summary.inCount == plan[index].in)
                #expect(summary.waitingCount == plan[index].waiting)
                // The wire carries whole seconds.
                #expect(summary.playedAt.map { abs($0.timeIntervalSince(plan[index].date)) < 1 } ?? !plan[index].ended)
                #expect((summary.playedAt != nil) == plan[index].ended)
                #expect(abs(summary.startsAt.timeIntervalSince(game.startsAt)) < 1)
                #expect(
                    [summary.timeZone, summary.place, "\(summary.capacity)", "\(summary.answersOpen)"]
                        == [game.timeZone, game.place, "\(game.capacity)", "\(game.answersOpen)"])
            }
            let bobs = try api.decode([GameSummary].self, from: try await api.send(.GET, APIPath.games, token: other))
            #expect(bobs.count == 1)
        }
    }

    @Test("Without a limit a page holds 50 games, and the app's service reads every page")
    func defaultLimit() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let userID = try await api.logIn("alice", password: "secret-password").userID
            for day in 1...51 {
                _ = try await Self.storeGame(
                    for: userID, at: Date().addingTimeInterval(Double(day) * 86_400), in: 1, waiting: 0, on: app.db)
            }
            let first = try await PaginationTests.page(GameSummary.self, APIPath.games, api: api, token: token)
            #expect(first.items.count == 50)
            PaginationTests.expectNextLink(first.next, base: APIPath.games, limit: 50)
            let second = try await PaginationTests.page(
                GameSummary.self, try #require(first.next), api: api, token: token)
            #expect(second.items.count == 1)
            #expect(second.next == nil)
        }
    }

    @Test("A gathers cursor is refused by the games list, and a games cursor by the gathers list")
    func cursorsBelongToTheirList() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let userID = try await api.logIn("alice", password: "secret-password").userID
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
            _ = try await api.createGather(teamA: [ana.id], teamB: [ben.id], token: token)
            _ = try await api.createGather(teamA: [ben.id], teamB: [ana.id], token: token)
            for day in 1...2 {
                _ = try await Self.storeGame(
                    for: userID, at: Date().addingTimeInterval(Double(day) * 86_400), in: 1, waiting: 0, on: app.db)
            }
            let games = try await PaginationTests.page(
                GameSummary.self, APIPath.games + "?limit=1", api: api, token: token)
            let gathers = try await PaginationTests.page(
                GatherResponse.self, APIPath.gathers + "?limit=1", api: api, token: token)
            let gameCursor = try #require(games.next?.split(separator: "cursor=").last)
            let gatherCursor = try #require(gathers.next?.split(separator: "cursor=").last)
            for path in ["\(APIPath.gathers)?cursor=\(gameCursor)", "\(APIPath.games)?cursor=\(gatherCursor)"] {
                let response = try await api.send(.GET, path, token: token)
                #expect(response.status == .badRequest, "\(path)")
                #expect(
                    try api.reason(of: response)
                        == "'cursor' must be a cursor from the Link header of the previous page.")
            }
        }
    }
}
