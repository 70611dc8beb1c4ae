import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Login and registration throttling")
struct ThrottlingTests {
    @Test(
        "The sixth failed login for a username from one address answers 429 with Retry-After, even with the right password, until the window has passed",
        arguments: TestDatabase.all)
    func usernameLockout(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let clock = ManualClock()
            app.accountThrottle = AccountThrottle(limits: AccountLimits(), now: clock.now)
            let api = TestAPI(app: app)
            try await api.signUp("alice", password: "pitch-side")
            for name in ["alice", "Alice", "ALICE", " alice", "alice"] {
                let failed = try await api.send(.POST, APIPath.login, basic: (name, "wrong-password"))
                #expect(failed.status == .unauthorized)
            }

            let refused = try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side"))
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: "Retry-After") == "900")
            #expect(
                try api.reason(of: refused)
                    == "Too many failed login attempts for this account. Try again in 900 seconds.")

            clock.advance(by: 858)
            let later = try await api.send(.POST, APIPath.login, basic: ("Alice", "pitch-side"))
            #expect(later.status == .tooManyRequests)
            #expect(later.headers.first(name: "Retry-After") == "42")
            #expect(
                try api.reason(of: later) == "Too many failed login attempts for this account. Try again in 42 seconds."
            )
            try await api.signUp("bob", password: "pitch-side")

            clock.advance(by: 42)
            _ = try await api.logIn("alice", password: "pitch-side")
            #expect(try await UserTokenModel.query(on: app.db).count() == 3)
        }
    }

    @Test("A successful login clears the failures of its username at its address")
    func successClearsFailures() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            try await api.signUp("alice", password: "pitch-side")
            for _ in 0..<4 {
                #expect(try await api.send(.POST, APIPath.login, basic: ("alice", "wrong")).status == .unauthorized)
            }
            _ = try await api.logIn("alice", password: "pitch-side")
            for _ in 0..<4 {
                #expect(try await api.send(.POST, APIPath.login, basic: ("alice", "wrong")).status == .unauthorized)
            }

            let response = try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side"))
            #expect(response.status == .ok)
        }
    }

    @Test("A login for an unknown username verifies a password once, like a wrong password")
    func unknownUsernameVerifiesAgainstDummyHash() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            try await api.signUp("alice", password: "pitch-side")
            let counting = CountingHasher(wrapping: app.password.sync)
            app.passwords.use { _ in counting }

            let unknown = try await api.send(.POST, APIPath.login, basic: ("nobody", "pitch-side"))
            let unknownVerifications = counting.verifications
            let wrong = try await api.send(.POST, APIPath.login, basic: ("alice", "wrong-password"))

            #expect(unknown.status == .unauthorized)
            #expect(try api.reason(of: unknown) == "The username or password is incorrect.")
            #expect(wrong.status == .unauthorized)
            #expect(unknownVerifications == 1)
            #expect(counting.verifications == 2)
        }
    }

    @Test(
        "Logins to one account past the hourly limit answer 429 without checking the password; a user keeps at most the newest sessions",
        arguments: TestDatabase.all)
    func loginsAndSessionsPerAccount(database: TestDatabase) async throws {
        let limits = AccountLimits(loginsPerAccount: 4, sessionsPerUser: 2)
        try await withApp(on: database, adjust: { $0.accountLimits = limits }) { app in
            let clock = ManualClock()
            app.accountThrottle = AccountThrottle(limits: limits, now: clock.now)
            let api = TestAPI(app: app)
            let first = try await api.signUp("alice", password: "pitch-side")
            clock.advance(by: 600)
            var tokens = [first]
            for _ in 0..<3 {
                tokens.append(try await api.logIn("alice", password: "pitch-side").token)
            }
            let counting = CountingHasher(wrapping: app.password.sync)
            app.passwords.use { _ in counting }

            let refused = try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side"))
            #expect(refused.status == .tooManyRequests)
            #expect(try api.reason(of: refused) == "Too many logins to this account. Try again in 3000 seconds.")
            #expect(counting.verifications == 0)
            var statuses: [HTTPStatus] = []
            for token in tokens {
                statuses.append(try await api.send(.GET, APIPath.currentUser, token: token).status)
            }
            #expect(statuses == [.unauthorized, .unauthorized, .ok, .ok])

            clock.advance(by: 3000)
            #expect(try await api.send(.POST, APIPath.login, basic: ("alice", "pitch-side")).status == .ok)
        }
    }

    @Test(
        "Accounts beyond the limit for one address answer 429 and create nothing; invalid ones still answer 400",
        arguments: TestDatabase.all)
    func registrationLimit(database: TestDatabase) async throws {
        try await withApp(on: database, adjust: { $0.accountLimits = AccountLimits(registrationsPerAddress: 2) }) {
            app in
            let clock = ManualClock()
            app.accountThrottle = AccountThrottle(limits: app.serverConfiguration.accountLimits, now: clock.now)
            let api = TestAPI(app: app)
            try await api.signUp("alice")
            let taken = try await register(api, "alice")
            #expect(taken.status == .conflict)
            clock.advance(by: 600)
            try await api.signUp("bob")

            let refused = try await register(api, "carol")
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: "Retry-After") == "3000")
            #expect(
                try api.reason(of: refused)
                    == "Too many accounts were created from this address. Try again in 3000 seconds.")
            let invalid = try await register(api, "carol", password: "short")
            #expect(invalid.status == .badRequest)
            #expect(try await UserModel.query(on: app.db).all().map(\.username).sorted() == ["alice", "bob"])

            clock.advance(by: 3000)
            #expect(try await register(api, "carol").status == .created)
        }
    }

    @Test("Events no window counts any more are deleted by the purge; the others stay", arguments: TestDatabase.all)
    func purge(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let clock = ManualClock()
            let limits = AccountLimits()
            app.accountThrottle = AccountThrottle(limits: limits, now: clock.now)
            let api = TestAPI(app: app)
            try await api.signUp("alice", password: "pitch-side")
            #expect(try await api.send(.POST, APIPath.login, basic: ("alice", "wrong")).status == .unauthorized)
            clock.advance(by: 1800)
            #expect(try await api.send(.POST, APIPath.login, basic: ("bob", "wrong")).status == .unauthorized)
            let stored = try await RateEventModel.query(on: app.db).count()

            let deleted = try await AccountThrottle.purge(
                on: app.db, limits: limits, now: clock.now().addingTimeInterval(1800))
            #expect(stored == 8)
            #expect(deleted == 5)
            #expect(
                try await RateEventModel.query(on: app.db).all().map(\.kind).sorted() == [
                    "login-failed-address", "login-failed-pair", "login-failed-username",
                ])
        }
    }

    @Test("An IPv6 client is counted by its /64 network, an IPv4-mapped one by its IPv4 address")
    func addressKeys() {
        #expect(ClientAddressKey.of("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64")
        #expect(ClientAddressKey.of("2001:db8:1:2:ffff:ffff:ffff:ffff") == "2001:db8:1:2::/64")
        #expect(ClientAddressKey.of("::ffff:203.0.113.9") == "203.0.113.9")
        #expect(ClientAddressKey.of("203.0.113.9") == "203.0.113.9")
        #expect(ClientAddressKey.of("unknown") == "unknown")
    }

    private func register(_ api: TestAPI, _ username: String, password: String = "pitch-side") async throws
        -> TestingHTTPResponse
    {
        try await api.send(.POST, APIPath.users, json: UserCreateRequest(username: username, password: password))
    }
}

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let time = NIOLockedValueBox(Date(timeIntervalSince1970: 1_700_000_000))

    var now: @Sendable () -> Date {
        { [time] in time.withLockedValue { $0 } }
    }

    func advance(by seconds: TimeInterval) {
        time.withLockedValue { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// Counts the verifications it passes on to another hasher.
final class CountingHasher: PasswordHasher {
    private let wrapped: any PasswordHasher
    private let count = NIOLockedValueBox(0)

    init(wrapping wrapped: any PasswordHasher) {
        self.wrapped = wrapped
    }

    var verifications: Int { count.withLockedValue { $0 } }

    func hash<Password: DataProtocol>(_ password: Password) throws -> [UInt8] {
        try wrapped.hash(password)
    }

    func verify<Password: DataProtocol, Digest: DataProtocol>(_ password: Password, created digest: Digest) throws
        -> Bool
    {
        count.withLockedValue { $0 += 1 }
        return try wrapped.verify(password, created: digest)
    }
}
