import Fluent
import FootballGatherAPI
import Foundation
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("Expired sessions are deleted")
struct ExpiredTokenPurgeTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A token for `userID` that expires `seconds` after ``now``.
    private func token(_ userID: UUID, expiringIn seconds: TimeInterval, on db: any Database) async throws -> UUID {
        let token = UserTokenModel(
            tokenHash: TokenDigest.digest(of: TokenDigest.makeToken()), userID: userID,
            expiresAt: Self.now.addingTimeInterval(seconds))
        try await token.create(on: db)
        return try token.requireID()
    }

    private func user(on db: any Database) async throws -> UUID {
        let user = UserModel(username: "purge-\(UUID().uuidString.prefix(8))", passwordHash: "x")
        try await user.create(on: db)
        return try user.requireID()
    }

    @Test("Tokens expired at the given moment go; the others stay", arguments: TestDatabase.all)
    func purge(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let userID = try await user(on: app.db)
            _ = try await token(userID, expiringIn: -3600, on: app.db)
            _ = try await token(userID, expiringIn: 0, on: app.db)
            let live = try await token(userID, expiringIn: 60, on: app.db)

            #expect(try await ExpiredTokenPurge.purge(on: app.db, now: Self.now) == 2)
            #expect(try await UserTokenModel.query(on: app.db).all().map { try $0.requireID() } == [live])
            #expect(try await ExpiredTokenPurge.purge(on: app.db, now: Self.now) == 0)
            #expect(try await ExpiredTokenPurge.purge(on: app.db, now: Self.now.addingTimeInterval(61)) == 1)
            #expect(try await UserTokenModel.query(on: app.db).count() == 0)
        }
    }

    @Test("A session from a short-lived login is deleted once it has expired")
    func shortLifetime() async throws {
        try await withApp(on: .sqlite, tokenLifetime: 60) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp("shortlived", password: "pitch-side-password")
            #expect(try await ExpiredTokenPurge.purge(on: app.db, now: Date()) == 0)
            #expect(try await ExpiredTokenPurge.purge(on: app.db, now: Date().addingTimeInterval(120)) == 1)
            #expect(try await api.send(.GET, APIPath.players, token: token).status == .unauthorized)
        }
    }

    @Test("With a purge interval, booting the app deletes expired sessions and shutting down stops the schedule")
    func atBoot() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            try await configure(
                app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4, tokenPurgeInterval: 3600))
            let userID = try await user(on: app.db)
            let expired = UserTokenModel(tokenHash: "expired", userID: userID, expiresAt: Date().addingTimeInterval(-1))
            try await expired.create(on: app.db)
            let live = UserTokenModel(tokenHash: "live", userID: userID, expiresAt: Date().addingTimeInterval(3600))
            try await live.create(on: app.db)

            try await app.asyncBoot()

            #expect(try await UserTokenModel.query(on: app.db).all().map(\.tokenHash) == ["live"])
        } catch {
            Issue.record(error)
        }
        try await app.asyncShutdown()
    }
}
