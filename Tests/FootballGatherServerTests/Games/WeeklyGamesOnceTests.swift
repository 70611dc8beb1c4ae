import Fluent
import FootballGatherAPI
import Foundation
import SQLKit
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("A weekly game makes its next game once, however many lists are read at once", .timeLimit(.minutes(2)))
struct WeeklyGamesOnceTests {
    typealias Server = ChangeStreamTests.Server

    /// How many lists are read at the same moment.
    static let lists = 8
    static let lastWeek = Date().addingTimeInterval(-6 * 24 * 3600 - 3600)

    /// Runs `test` with an organiser's token on a listening server on `database`.
    static func withOrganiser(
        on database: TestDatabase, adjust: @escaping (inout ServerConfiguration) -> Void = { _ in },
        _ test: (Server, String) async throws -> Void
    ) async throws {
        try await withApp(on: database, adjust: adjust) { app in
            try await whileListening(app) { app, url in
                let server = Server(app: app, url: url)
                try await test(server, try await server.signUp("organiser"))
            }
        }
    }

    /// Makes a weekly game of `token`'s whose date passed, through `server`.
    static func weeklyGameThatPassed(on server: Server, token: String) async throws {
        let created = try await server.send(
            "POST", APIPath.games, token: token,
            json: GameRoutesTests.request(startsAt: lastWeek, repeatsWeekly: true))
        #expect(created.status == 201)
    }

    /// Lists `token`'s games `lists` times at once, spread over `servers`; every answer must be 200.
    static func listAtOnce(on servers: [Server], token: String) async throws {
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for list in 0..<lists {
                let server = servers[list % servers.count]
                group.addTask {
                    try await LoopbackHTTPClient.send(
                        "GET", to: server.url.appending(path: APIPath.games),
                        headers: [("Authorization", "Bearer \(token)")]
                    ).status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: lists))
    }

    static func games(on database: any Database) async throws -> [GameModel] {
        try await GameModel.query(on: database).all()
    }

    @Test(
        "Eight lists at once of an account whose weekly game passed make next week's game once",
        arguments: TestDatabase.all)
    func concurrentLists(database: TestDatabase) async throws {
        try await Self.withOrganiser(on: database) { server, token in
            try await Self.weeklyGameThatPassed(on: server, token: token)

            try await Self.listAtOnce(on: [server], token: token)

            let games = try await Self.games(on: server.app.db)
            #expect(games.count == 2, "one next game")
            let source = try #require(games.first { $0.startsAt < Date() })
            let next = try #require(games.first { $0.startsAt > Date() })
            #expect(source.nextGameID == next.id && next.previousGameID == source.id)
        }
    }

    @Test(
        "An account one game below its allowance with two weekly games due, listed at once, stays at its allowance",
        arguments: TestDatabase.all)
    func ceilingUnderConcurrency(database: TestDatabase) async throws {
        let holdings = AccountHoldings(players: 10, games: 3, gathers: 2)
        try await Self.withOrganiser(on: database, adjust: { $0.accountHoldings = holdings }) { server, token in
            try await Self.weeklyGameThatPassed(on: server, token: token)
            try await Self.weeklyGameThatPassed(on: server, token: token)

            try await Self.listAtOnce(on: [server], token: token)

            #expect(try await Self.games(on: server.app.db).count == 3)
        }
    }

    @Test("Lists at once through two instances on one PostgreSQL make next week's game once")
    func listsAcrossInstances() async throws {
        try await InstancesTests.withTwoInstances { first, second in
            let token = try await first.signUp("organiser")
            try await Self.weeklyGameThatPassed(on: first, token: token)

            try await Self.listAtOnce(on: [first, second], token: token)

            #expect(try await Self.games(on: first.app.db).count == 2)
        }
    }

    @Test(
        "The migration names the source of each next game already made and refuses a second; its revert drops the column",
        arguments: TestDatabase.all)
    func migration(database: TestDatabase) async throws {
        try await Self.withOrganiser(on: database) { server, token in
            try await Self.weeklyGameThatPassed(on: server, token: token)
            try await Self.listAtOnce(on: [server], token: token)
            // One connection throughout: SQLite checks DDL against the schema its connection has
            // cached, which another connection's change leaves stale until its next statement.
            try await server.app.db.withConnection { db in
                let sql = try #require(db as? any SQLDatabase)
                try await AddNextGameSource().revert(on: db)
                let columns = try await sql.select().column(SQLLiteral.all).from(GameModel.schema).all()
                #expect(columns.allSatisfy { !$0.allColumns.contains(AddNextGameSource.column) })

                try await AddNextGameSource().prepare(on: db)

                let games = try await Self.games(on: db)
                let source = try #require(games.first { $0.startsAt < Date() })
                let next = try #require(games.first { $0.startsAt > Date() })
                #expect(next.previousGameID == source.id)
                let copy = GameModel(userID: source.$user.id, inviteToken: TokenDigest.makeToken(), createdAt: Date())
                copy.apply(GameRoutesTests.request(repeatsWeekly: true))
                copy.previousGameID = source.id
                await #expect(throws: (any Error).self, "the database refuses a second next game of one source") {
                    try await copy.create(on: db)
                }
            }
        }
    }
}
