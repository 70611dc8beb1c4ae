import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("Accounts and sessions")
struct UserRoutesTests {
    @Test("Registering answers 201 with the user and stores only a bcrypt hash", arguments: TestDatabase.all)
    func register(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let response = try await api.send(
                .POST, APIPath.users, json: UserCreateRequest(username: "  alice  ", password: "secret-password"))

            #expect(response.status == .created)
            #expect(response.headers.first(name: .location) == APIPath.currentUser)
            let user = try api.decode(UserResponse.self, from: response)
            #expect(user.username == "alice")
            let stored = try #require(try await UserModel.find(user.id, on: app.db))
            #expect(stored.passwordHash.hasPrefix("$2"))
            #expect(!stored.passwordHash.contains("secret-password"))
        }
    }

    @Test("A taken username answers 409 and creates nothing", arguments: TestDatabase.all)
    func takenUsername(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            try await api.signUp("alice")
            let response = try await api.send(
                .POST, APIPath.users, json: UserCreateRequest(username: "alice", password: "other-password"))

            #expect(response.status == .conflict)
            #expect(try api.reason(of: response) == "The username \"alice\" is already taken.")
            #expect(try await UserModel.query(on: app.db).count() == 1)
        }
    }

    @Test(
        "Invalid registrations answer 400 naming the field and store nothing",
        arguments: [
            (#"{"username": "", "password": "x"}"#, "'username' must not be empty."),
            (#"{"username": "   ", "password": "x"}"#, "'username' must not be empty."),
            (
                #"{"username": "\#(String(repeating: "u", count: 65))", "password": "x"}"#,
                "'username' must be at most 64 characters long."
            ),
            (#"{"username": "bob", "password": ""}"#, "'password' must be at least 8 characters long."),
            (#"{"username": "bob", "password": "1234567"}"#, "'password' must be at least 8 characters long."),
            (
                #"{"username": "bob", "password": "\u00e9\u00e9\u00e9\u00e9"}"#,
                "'password' must be at least 8 characters long."
            ),
            (
                #"{"username": "bob", "password": "\#(String(repeating: "p", count: 73))"}"#,
                "'password' must be at most 72 bytes long in UTF-8."
            ),
            (
                #"{"username": "bob", "password": "\#(String(repeating: "é", count: 37))"}"#,
                "'password' must be at most 72 bytes long in UTF-8."
            ),
            (
                #"{"username": "bo:b", "password": "pitch-side"}"#,
                "'username' must not contain ':' or control characters."
            ),
            (
                #"{"username": "bob\u0000", "password": "pitch-side"}"#,
                "'username' must not contain ':' or control characters."
            ),
            (
                #"{"username": "b\tob", "password": "pitch-side"}"#,
                "'username' must not contain ':' or control characters."
            ),
            (
                #"{"username": "bob\n", "password": "pitch-side"}"#,
                "'username' must not contain ':' or control characters."
            ),
            (
                #"{"username": "bob\u0085", "password": "pitch-side"}"#,
                "'username' must not contain ':' or control characters."
            ),
            (#"{"username": "bob"}"#, "'password' is required."),
            (#"{"username": 7, "password": "x"}"#, "'username' must be a string."),
            (#"{"username": "bob", "#, "The request body is not valid JSON."),
            ("", "The request body is empty; a JSON object was expected."),
        ])
    func invalidRegistration(body: String, reason: String) async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let response = try await api.send(.POST, APIPath.users, rawBody: body)

            #expect(response.status == .badRequest)
            #expect(try api.reason(of: response) == reason)
            #expect(try await UserModel.query(on: app.db).count() == 0)
        }
    }

    @Test("Login returns a random token that expires in 30 days; only its hash is stored", arguments: TestDatabase.all)
    func login(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            try await api.signUp("alice", password: "pitch-side")
            let first = try await api.logIn("alice", password: "pitch-side")
            let second = try await api.logIn("alice", password: "pitch-side")

            #expect(first.token != second.token)
            #expect(first.token.count >= 43)
            let lifetime = first.expiresAt.timeIntervalSinceNow
            #expect(abs(lifetime - ServerConfiguration.defaultTokenLifetime) < 120)
            let stored = try await UserTokenModel.query(on: app.db).all().map(\.tokenHash)
            #expect(stored.count == 3)
            #expect(
                Set(stored).isSuperset(of: [TokenDigest.digest(of: first.token), TokenDigest.digest(of: second.token)]))
            #expect(!stored.contains(first.token) && !stored.contains(second.token))
        }
    }

    @Test("An account made before the 8-character minimum still logs in with its shorter password")
    func legacyShortPassword() async throws {
        try await withApp(on: .sqlite) { app in
            let user = UserModel(username: "old-timer", passwordHash: try Bcrypt.hash("pw", cost: 4))
            try await user.create(on: app.db)

            let session = try await TestAPI(app: app).logIn("old-timer", password: "pw")
            #expect(session.userID == user.id)
        }
    }

    @Test(
        "Wrong credentials answer 401",
        arguments: [("alice", "wrong"), ("nobody", "pitch-side"), ("", "")])
    func wrongCredentials(username: String, password: String) async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            try await api.signUp("alice", password: "pitch-side")
            let response = try await api.send(.POST, APIPath.login, basic: (username, password))

            #expect(response.status == .unauthorized)
            #expect(try api.reason(of: response) == "The username or password is incorrect.")
        }
    }

    @Test("Login without credentials answers 401")
    func loginWithoutCredentials() async throws {
        try await withApp(on: .sqlite) { app in
            let response = try await TestAPI(app: app).send(.POST, APIPath.login)
            #expect(response.status == .unauthorized)
        }
    }

    @Test("Logout revokes the token it was sent with, and only that one", arguments: TestDatabase.all)
    func logout(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp("alice", password: "pitch-side")
            let otherDevice = try await api.logIn("alice", password: "pitch-side").token

            #expect(try await api.send(.DELETE, APIPath.logout, token: token).status == .noContent)
            #expect(try await api.send(.GET, APIPath.players, token: token).status == .unauthorized)
            #expect(try await api.send(.DELETE, APIPath.logout, token: token).status == .unauthorized)
            #expect(try await api.send(.GET, APIPath.players, token: otherDevice).status == .ok)
        }
    }

    @Test("GET /api/users/me answers who the token belongs to")
    func currentUser() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp("alice")
            let response = try await api.send(.GET, APIPath.currentUser, token: token)

            #expect(response.status == .ok)
            #expect(try api.decode(UserResponse.self, from: response).username == "alice")
        }
    }

    @Test("An expired token answers 401", arguments: TestDatabase.all)
    func expiredToken(database: TestDatabase) async throws {
        try await withApp(on: database, tokenLifetime: -1) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp("alice")
            let response = try await api.send(.GET, APIPath.currentUser, token: token)

            #expect(response.status == .unauthorized)
            #expect(response.headers.first(name: "WWW-Authenticate") == "Bearer")
        }
    }

    @Test(
        "Deleting the account removes its players, gathers and sessions, and nobody else's", arguments: TestDatabase.all
    )
    func deleteAccount(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let alice = try await api.signUp("alice")
            let bob = try await api.signUp("bob")
            for token in [alice, bob] {
                let first = try await api.createPlayer(PlayerRequest(name: "One"), token: token)
                let second = try await api.createPlayer(PlayerRequest(name: "Two"), token: token)
                _ = try await api.createGather(teamA: [first.id], teamB: [second.id], token: token)
            }

            #expect(try await api.send(.DELETE, APIPath.currentUser, token: alice).status == .noContent)
            #expect(try await api.send(.GET, APIPath.players, token: alice).status == .unauthorized)
            #expect(try await UserModel.query(on: app.db).count() == 1)
            #expect(try await UserTokenModel.query(on: app.db).count() == 1)
            #expect(try await PlayerModel.query(on: app.db).count() == 2)
            #expect(try await GatherModel.query(on: app.db).count() == 1)
            #expect(try await GatherPlayerModel.query(on: app.db).count() == 2)
            #expect(try await api.send(.GET, APIPath.gathers, token: bob).status == .ok)
        }
    }
}
