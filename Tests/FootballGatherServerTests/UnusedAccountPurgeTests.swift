import Fluent
import Foundation
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("Unused accounts are deleted")
struct UnusedAccountPurgeTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)
    private static let day: TimeInterval = 24 * 3600

    /// An account created `age` before ``now``, with a session begun each of `sessions` before
    /// ``now`` (each valid for 30 days).
    private func account(_ name: String, age: TimeInterval, sessions: [TimeInterval] = [], on db: any Database)
        async throws -> UUID
    {
        let user = UserModel(username: name, passwordHash: "x")
        try await user.create(on: db)
        let userID = try user.requireID()
        try await UserModel.query(on: db).filter(\.$id == userID).set(\.$createdAt, to: Self.now - age).update()
        for begun in sessions {
            let token = UserTokenModel(
                tokenHash: TokenDigest.digest(of: TokenDigest.makeToken()), userID: userID,
                expiresAt: Self.now - begun + 30 * Self.day)
            try await token.create(on: db)
            try await UserTokenModel.query(on: db).filter(\.$id == token.requireID())
                .set(\.$createdAt, to: Self.now - begun).update()
        }
        return userID
    }

    private func names(on db: any Database) async throws -> [String] {
        try await UserModel.query(on: db).all(\.$username).sorted()
    }

    @Test(
        "An account holding nothing, with no login for seven days, is deleted with all it has; a new one, one holding a player, a game or a gather, and one logged in lately stay",
        arguments: TestDatabase.all)
    func unusedAccounts(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let db = app.db
            let unused = try await account("unused", age: 8 * Self.day, sessions: [8 * Self.day], on: db)
            let unusedToken = try await UserTokenModel.query(on: db).filter(\.$user.$id == unused).first()
            try await BrowserLoginModel(
                vaultKey: "vault", sealed: Data([1]), tokenID: try #require(unusedToken).requireID()
            )
            .create(on: db)
            try await DeletedWatchLinkModel(token: "gone-link", userID: unused, deletedAt: Self.now).create(on: db)
            let new = try await account("new", age: 6 * Self.day, on: db)
            let withPlayer = try await account("with-player", age: 30 * Self.day, sessions: [30 * Self.day], on: db)
            let player = PlayerModel(userID: withPlayer)
            player.name = "Ana"
            player.nameKey = PlayerModel.sortKey(forName: "Ana")
            try await player.create(on: db)
            let withGame = try await account("with-game", age: 30 * Self.day, on: db)
            let game = GameModel(userID: withGame, inviteToken: "invite", createdAt: Self.now - 30 * Self.day)
            game.startsAt = Self.now
            game.timeZone = "Europe/London"
            game.place = "The park"
            game.capacity = 10
            game.repeatsWeekly = false
            game.answersOpen = true
            try await game.create(on: db)
            let withGather = try await account("with-gather", age: 30 * Self.day, on: db)
            try await GatherModel(userID: withGather, createdAt: Self.now - 30 * Self.day).create(on: db)
            let loggedIn = try await account(
                "logged-in", age: 30 * Self.day, sessions: [30 * Self.day, 2 * Self.day], on: db)
            for (owner, key) in [(unused, "a"), (withPlayer, "b")] {
                try await IdempotencyKeyModel(
                    caller: IdempotencyKeyStore.caller(account: owner), request: "POST /api/players", key: key,
                    bodyDigest: "digest", createdAt: Self.now
                ).create(on: db)
            }

            let deleted = try await UnusedAccountPurge.purge(on: db, now: Self.now)

            #expect(deleted == [unused])
            #expect(try await names(on: db) == ["logged-in", "new", "with-game", "with-gather", "with-player"])
            #expect(
                Set(try await UserTokenModel.query(on: db).all().map(\.$user.id)) == [withPlayer, loggedIn])
            #expect(try await BrowserLoginModel.query(on: db).count() == 0)
            #expect(try await DeletedWatchLinkModel.query(on: db).count() == 0)
            #expect(
                try await IdempotencyKeyModel.query(on: db).all(\.$caller) == [
                    IdempotencyKeyStore.caller(account: withPlayer)
                ])
            #expect(try await UnusedAccountPurge.purge(on: db, now: Self.now) == [])

            let weekAfterLogin = Self.now + 5 * Self.day + 1
            #expect(Set(try await UnusedAccountPurge.purge(on: db, now: weekAfterLogin)) == [new, loggedIn])
            #expect(try await names(on: db) == ["with-game", "with-gather", "with-player"])
        }
    }

    @Test(
        "One purge deletes at most its limit of accounts, 1,000 by default; the next purge goes on",
        arguments: TestDatabase.all)
    func bound(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            for index in 1...5 {
                _ = try await account("idle-\(index)", age: 8 * Self.day, on: app.db)
            }

            let counts = [
                try await UnusedAccountPurge.purge(on: app.db, now: Self.now, limit: 3).count,
                try await UnusedAccountPurge.purge(on: app.db, now: Self.now, limit: 3).count,
                try await UnusedAccountPurge.purge(on: app.db, now: Self.now, limit: 3).count,
            ]

            #expect(counts == [3, 2, 0])
            #expect(UnusedAccountPurge.batch == 1_000)
        }
    }

    @Test("With a purge interval, booting the app deletes an unused account and keeps a new one")
    func atBoot() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            try await configure(
                app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4, tokenPurgeInterval: 3600))
            for name in ["idle", "new"] {
                try await UserModel(username: name, passwordHash: "x").create(on: app.db)
            }
            try await UserModel.query(on: app.db).filter(\.$username == "idle")
                .set(\.$createdAt, to: Date() - 8 * Self.day).update()

            try await app.asyncBoot()

            #expect(try await names(on: app.db) == ["new"])
        } catch {
            Issue.record(error)
        }
        try await app.asyncShutdown()
    }
}
