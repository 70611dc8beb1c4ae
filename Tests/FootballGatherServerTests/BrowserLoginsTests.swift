import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("Browser logins kept in the database, each bound to its session")
struct BrowserLoginsTests {
    static let sealed = Data("sealed login".utf8)

    @Test(
        "A login is kept while its session lasts and goes with it: a logout deletes it everywhere",
        arguments: TestDatabase.all)
    func boundToTheSession(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let logins = BrowserLogins(application: app)

            try await logins.keep(Self.sealed, forKey: "key-1", boundToToken: token)
            #expect(try await logins.sealedLogin(forKey: "key-1") == Self.sealed)
            try await logins.keep(Data("newer".utf8), forKey: "key-1", boundToToken: token)
            #expect(try await logins.sealedLogin(forKey: "key-1") == Data("newer".utf8))
            #expect(try await BrowserLoginModel.query(on: app.db).count() == 1)

            let logout = try await api.send(.DELETE, APIPath.logout, token: token)
            #expect(logout.status == .noContent)
            #expect(try await logins.sealedLogin(forKey: "key-1") == nil)
            #expect(try await BrowserLoginModel.query(on: app.db).count() == 0)
        }
    }

    @Test("Nothing is kept for a token that is no session, and an entry too large is refused")
    func refused() async throws {
        try await withApp(on: .sqlite) { app in
            let token = try await TestAPI(app: app).signUp()
            let logins = BrowserLogins(application: app)

            try await logins.keep(Self.sealed, forKey: "key-1", boundToToken: "made-up-token")
            try await logins.keep(
                Data(count: BrowserLogins.maximumSealedBytes + 1), forKey: "key-2", boundToToken: token)
            try await logins.keep(Self.sealed, forKey: String(repeating: "k", count: 129), boundToToken: token)

            #expect(try await BrowserLoginModel.query(on: app.db).count() == 0)
        }
    }

    @Test("An expired session's login is not handed out, and the purge of expired sessions deletes it")
    func expiresWithTheSession() async throws {
        try await withApp(on: .sqlite) { app in
            let token = try await TestAPI(app: app).signUp()
            let logins = BrowserLogins(application: app)
            try await logins.keep(Self.sealed, forKey: "key-1", boundToToken: token)
            let session = try #require(try await UserTokenModel.query(on: app.db).first())
            session.expiresAt = Date().addingTimeInterval(-1)
            try await session.update(on: app.db)

            #expect(try await logins.sealedLogin(forKey: "key-1") == nil)
            try await ExpiredTokenPurge.purge(on: app.db)
            #expect(try await BrowserLoginModel.query(on: app.db).count() == 0)
        }
    }

    @Test("Forgetting a key removes its login only")
    func remove() async throws {
        try await withApp(on: .sqlite) { app in
            let token = try await TestAPI(app: app).signUp()
            let logins = BrowserLogins(application: app)
            try await logins.keep(Self.sealed, forKey: "key-1", boundToToken: token)
            try await logins.keep(Self.sealed, forKey: "key-2", boundToToken: token)

            try await logins.remove(forKey: "key-1")

            #expect(try await logins.sealedLogin(forKey: "key-1") == nil)
            #expect(try await logins.sealedLogin(forKey: "key-2") == Self.sealed)
        }
    }
}
