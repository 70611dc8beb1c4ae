import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers
import Testing
import VIPERKitTesting
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

    @Test(
        "Events no window counts any more are deleted by the purge: logins after the hour, new accounts after the day",
        arguments: TestDatabase.all)
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
            #expect(deleted == 4)
            #expect(
                try await RateEventModel.query(on: app.db).all().map(\.kind).sorted() == [
                    "login-failed-address", "login-failed-pair", "login-failed-username", "registration",
                ])

            let dayLater = clock.now().addingTimeInterval(AccountLimits.registrationDay - 1800)
            #expect(
                try await AccountThrottle.purge(on: app.db, limits: limits, now: dayLater.addingTimeInterval(-1)) == 3)
            #expect(try await RateEventModel.query(on: app.db).all().map(\.kind) == ["registration"])
            #expect(try await AccountThrottle.purge(on: app.db, limits: limits, now: dayLater) == 1)
        }
    }

    @Test(
        "The twenty-first account in a day from one address answers 429 with Retry-After, also once the hour has passed; another address still registers",
        arguments: TestDatabase.all)
    func dailyRegistrationLimit(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let clock = ManualClock()
            app.accountThrottle = AccountThrottle(limits: AccountLimits(), now: clock.now)
            try await whileListening(app) { app, url in
                var created: [Int] = []
                for index in 1...10 {
                    created.append(try await Self.register(url, "early\(index)").status)
                }
                let hourly = try await Self.register(url, "early11")
                clock.advance(by: 3600)
                for index in 1...10 {
                    created.append(try await Self.register(url, "late\(index)").status)
                }
                let twentyFirst = try await Self.register(url, "late11")
                let neighbour = try await Self.register(url, "neighbour", from: "127.0.0.2")
                clock.advance(by: 3600)
                let hourLater = try await Self.register(url, "later")
                clock.advance(by: AccountLimits.registrationDay - 7200 - 1)
                let lastSecond = try await Self.register(url, "last-second")
                clock.advance(by: 1)
                let nextDay = try await Self.register(url, "next-day")

                let daily = "Too many accounts were created from this address in the last 24 hours."
                #expect(created == Array(repeating: 201, count: 20))
                #expect(
                    hourly
                        == Answer(
                            status: 429, retryAfter: "3600",
                            reason: "Too many accounts were created from this address. Try again in 3600 seconds."))
                #expect(
                    twentyFirst
                        == Answer(status: 429, retryAfter: "82800", reason: "\(daily) Try again in 82800 seconds."))
                #expect(neighbour == Answer(status: 201))
                #expect(
                    hourLater
                        == Answer(status: 429, retryAfter: "79200", reason: "\(daily) Try again in 79200 seconds."))
                #expect(lastSecond == Answer(status: 429, retryAfter: "1", reason: "\(daily) Try again in 1 second."))
                #expect(nextDay == Answer(status: 201))
                #expect(try await UserModel.query(on: app.db).count() == 22)
            }
        }
    }

    @Test("The daily limit counts an IPv6 client by its /64 network", arguments: TestDatabase.all)
    func dailyLimitPerNetwork(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let clock = ManualClock()
            let throttle = AccountThrottle(
                limits: AccountLimits(registrationsPerAddress: 1, registrationsPerAddressPerDay: 2), now: clock.now)
            _ = try await throttle.reserveRegistration(address: "2001:db8:1:2::1", on: app.db)
            clock.advance(by: 3600)
            _ = try await throttle.reserveRegistration(address: "2001:db8:1:2::ffff", on: app.db)
            clock.advance(by: 3600)

            await #expect(throws: Abort.self) {
                try await throttle.reserveRegistration(address: "2001:db8:1:2:aaaa::1", on: app.db)
            }
            _ = try await throttle.reserveRegistration(address: "2001:db8:1:3::1", on: app.db)
            #expect(
                try await RateEventModel.query(on: app.db).all().map(\.key).sorted() == [
                    "2001:db8:1:2::/64", "2001:db8:1:2::/64", "2001:db8:1:3::/64",
                ])
        }
    }

    @Test("Accounts a day default to 20, at least 1 and never fewer than the accounts an hour")
    func dailyLimitValues() {
        #expect(AccountLimits().registrationsPerAddressPerDay == 20)
        #expect(AccountLimits(registrationsPerAddressPerDay: 0).registrationsPerAddressPerDay == 10)
        #expect(
            AccountLimits(registrationsPerAddress: 0, registrationsPerAddressPerDay: -5).registrationsPerAddressPerDay
                == 1)
        #expect(AccountLimits(registrationsPerAddress: 100).registrationsPerAddressPerDay == 100)
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

    /// What a registration answered: its status, `Retry-After` and reason.
    private struct Answer: Equatable {
        var status: Int
        var retryAfter: String?
        var reason: String?
    }

    /// Registers `username` over TCP from `address` to the app listening at `url`.
    private static func register(_ url: URL, _ username: String, from address: String = "127.0.0.1")
        async throws -> Answer
    {
        let body = try WireCoding.makeEncoder().encode(UserCreateRequest(username: username, password: "pitch-side"))
        let response = try await LoopbackHTTPClient.send(
            "POST", to: url.appendingPathComponent(APIPath.users), headers: [("Content-Type", "application/json")],
            body: body, from: address)
        let reason =
            response.status == 201
            ? nil : try WireCoding.makeDecoder().decode(APIErrorResponse.self, from: response.body).reason
        return Answer(status: response.status, retryAfter: response.header("Retry-After"), reason: reason)
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
