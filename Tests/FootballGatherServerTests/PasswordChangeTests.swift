import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("Changing the password")
struct PasswordChangeTests {
    private static let change = PasswordChangeRequest(currentPassword: "pitch-side", newPassword: "half-time-tea")

    @Test(
        "The new password logs in, the old one no longer does, other sessions and their browser logins end",
        arguments: TestDatabase.all)
    func success(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let phone = try await api.signUp("alice", password: "pitch-side")
            let laptop = try await api.logIn("alice", password: "pitch-side").token
            let bob = try await api.signUp("bob", password: "pitch-side")
            let browsers = BrowserLogins(application: app)
            try await browsers.keep(Data("phone".utf8), forKey: "phone-browser", boundToToken: phone)
            try await browsers.keep(Data("laptop".utf8), forKey: "laptop-browser", boundToToken: laptop)

            let response = try await api.send(.PUT, APIPath.password, token: phone, json: Self.change)

            #expect(response.status == .noContent)
            #expect(try await api.send(.GET, APIPath.currentUser, token: phone).status == .ok)
            #expect(try await api.send(.GET, APIPath.currentUser, token: laptop).status == .unauthorized)
            #expect(try await api.send(.GET, APIPath.currentUser, token: bob).status == .ok)
            #expect(try await browsers.sealedLogin(forKey: "phone-browser") == Data("phone".utf8))
            #expect(try await browsers.sealedLogin(forKey: "laptop-browser") == nil)
            let old = try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side"))
            #expect(old.status == .unauthorized)
            let new = try await api.send(.POST, APIPath.login, basic: ("alice", "half-time-tea"))
            #expect(new.status == .ok)
            #expect(try await api.send(.POST, APIPath.login, basic: ("bob", "pitch-side")).status == .ok)
        }
    }

    @Test(
        "A wrong current password answers 403, changes nothing and counts as a failed login until 429",
        arguments: TestDatabase.all)
    func wrongCurrentPassword(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let phone = try await api.signUp("alice", password: "pitch-side")
            let laptop = try await api.logIn("alice", password: "pitch-side").token
            let guess = PasswordChangeRequest(currentPassword: "guessed-wrong", newPassword: "half-time-tea")
            let limit = app.accountThrottle.limits.failuresPerUsernameAndAddress

            for _ in 0..<limit {
                let response = try await api.send(.PUT, APIPath.password, token: phone, json: guess)
                #expect(response.status == .forbidden)
                #expect(try api.reason(of: response) == "The current password is incorrect.")
            }
            let refused = try await api.send(.PUT, APIPath.password, token: phone, json: Self.change)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: "Retry-After") != nil)
            let login = try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side"))
            #expect(login.status == .tooManyRequests)
            #expect(try await api.send(.GET, APIPath.currentUser, token: laptop).status == .ok)
            let user = try #require(try await UserModel.query(on: app.db).first())
            #expect(try await app.password.async.verify("pitch-side", created: user.passwordHash))
        }
    }

    @Test(
        "An invalid new password answers 400 naming the field, before the current one is checked",
        arguments: [
            ("short", "'newPassword' must be at least 8 characters long."),
            (String(repeating: "p", count: 73), "'newPassword' must be at most 72 bytes long in UTF-8."),
        ])
    func invalidNewPassword(newPassword: String, reason: String) async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let phone = try await api.signUp("alice", password: "pitch-side")
            let laptop = try await api.logIn("alice", password: "pitch-side").token
            let body = PasswordChangeRequest(currentPassword: "pitch-side", newPassword: newPassword)

            let response = try await api.send(.PUT, APIPath.password, token: phone, json: body)

            #expect(response.status == .badRequest)
            #expect(try api.reason(of: response) == reason)
            #expect(try await api.send(.GET, APIPath.currentUser, token: laptop).status == .ok)
            #expect(try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side")).status == .ok)
            let failures = try await RateEventModel.query(on: app.db)
                .filter(\.$kind == RateEventKind.failedLoginFromAddress.rawValue).count()
            #expect(failures == 0)
        }
    }

    @Test("Without a session it answers 401 and changes nothing")
    func missingAuthorization() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            _ = try await api.signUp("alice", password: "pitch-side")

            let response = try await api.send(.PUT, APIPath.password, json: Self.change)

            #expect(response.status == .unauthorized)
            #expect(response.headers.first(name: "WWW-Authenticate") == "Bearer")
            #expect(try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side")).status == .ok)
        }
    }
}
