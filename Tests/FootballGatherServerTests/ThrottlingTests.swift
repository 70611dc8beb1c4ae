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
        "The sixth failed login for a username answers 429 with Retry-After, even with the right password, until the window has passed",
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

    @Test("A successful login clears the username's failures")
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

    @Test(
        "Failed logins from one address count across usernames, whatever X-Forwarded-For says",
        arguments: TestDatabase.all)
    func addressLockout(database: TestDatabase) async throws {
        try await withApp(
            on: database, adjust: { $0.accountLimits = AccountLimits(failuresPerUsername: 100, failuresPerAddress: 3) }
        ) { app in
            let clock = ManualClock()
            app.accountThrottle = AccountThrottle(limits: app.serverConfiguration.accountLimits, now: clock.now)
            let api = TestAPI(app: app)
            try await api.signUp("alice", password: "pitch-side")
            for index in 0..<3 {
                let failed = try await login(app, "nobody-\(index)", "pitch-side", forwardedFor: "203.0.113.\(index)")
                #expect(failed.status == .unauthorized)
            }
            clock.advance(by: 60)

            let refused = try await login(app, "alice", "pitch-side", forwardedFor: "198.51.100.7")
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: "Retry-After") == "840")
            #expect(
                try api.reason(of: refused)
                    == "Too many failed login attempts from this address. Try again in 840 seconds.")
            #expect(try await UserTokenModel.query(on: app.db).count() == 1)
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

    @Test("Each counter forgets expired keys first, then the least recently seen, and never exceeds its capacity")
    func counterIsBounded() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        var counter = SlidingWindowCounter(limit: 2, window: 100, capacity: 10)
        for index in 0..<5 {
            counter.record("old-\(index)", at: start)
        }
        for index in 0..<5 {
            counter.record("recent-\(index)", at: start.addingTimeInterval(50 + Double(index)))
        }
        counter.record("new", at: start.addingTimeInterval(120))
        #expect(Set(counter.events.keys) == Set((0..<5).map { "recent-\($0)" } + ["new"]))

        for index in 0..<30 {
            counter.record("flood-\(index)", at: start.addingTimeInterval(130 + Double(index)))
            counter.record("flood-\(index)", at: start.addingTimeInterval(130 + Double(index)))
            counter.record("flood-\(index)", at: start.addingTimeInterval(130 + Double(index)))
            #expect(counter.events.count <= 10)
            #expect(counter.events.values.allSatisfy { $0.count <= 2 })
        }
        #expect(counter.events["flood-29"]?.count == 2)
        #expect(counter.retryAfter(for: "flood-29", at: start.addingTimeInterval(159)) == 100)
        #expect(counter.retryAfter(for: "flood-29", at: start.addingTimeInterval(259)) == nil)

        let long = String(repeating: "x", count: 10_000)
        counter.record(long, at: start.addingTimeInterval(200))
        #expect(counter.events.keys.map(\.count).max() == SlidingWindowCounter.keyLength)
    }

    private func login(_ app: Application, _ username: String, _ password: String, forwardedFor: String) async throws
        -> TestingHTTPResponse
    {
        var headers = HTTPHeaders()
        headers.basicAuthorization = BasicAuthorization(username: username, password: password)
        headers.replaceOrAdd(name: .xForwardedFor, value: forwardedFor)
        headers.replaceOrAdd(name: .forwarded, value: "for=\(forwardedFor)")
        return try await app.testing().sendRequest(.POST, APIPath.login, headers: headers)
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
