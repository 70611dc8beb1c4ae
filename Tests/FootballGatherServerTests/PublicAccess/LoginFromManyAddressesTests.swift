import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("Logins from many addresses: guessing is slowed, the owner is never locked out")
struct LoginFromManyAddressesTests {
    @Test("Five wrong passwords from one address lock that address out of the account, not its owner at another")
    func ownerAtAnotherAddress() async throws {
        try await withLiveServer { server in
            try await server.register("alice", password: "pitch-side")
            for _ in 0..<5 {
                #expect(try await server.logIn("alice", "wrong-password", from: "127.0.0.1").status == 401)
            }

            let attacker = try await server.logIn("alice", "pitch-side", from: "127.0.0.1")
            let owner = try await server.logIn("alice", "pitch-side", from: "127.0.0.2")

            #expect(attacker.status == 429)
            #expect(attacker.header("Retry-After") == "900")
            #expect(owner.status == 200)
        }
    }

    @Test(
        "Past the per-username limit, addresses that already guessed are refused; a new address and the owner are not")
    func usernameGuessedFromManyAddresses() async throws {
        let limits = AccountLimits(failuresPerUsername: 4)
        try await withLiveServer(limits: limits, trustedProxies: "127.0.0.1/32") { server in
            try await server.register("alice", password: "pitch-side", from: "127.0.0.2")
            for index in 1...4 {
                let guess = try await server.logIn("alice", "guess-\(index)", forwardedFor: "203.0.113.\(index)")
                #expect(guess.status == 401)
            }

            let again = try await server.logIn("alice", "guess-5", forwardedFor: "203.0.113.1")
            let newcomer = try await server.logIn("alice", "guess-6", forwardedFor: "203.0.113.99")
            let owner = try await server.logIn("alice", "pitch-side", from: "127.0.0.2")

            #expect(again.status == 429)
            #expect(again.text.contains("Too many failed login attempts for this account."))
            #expect(newcomer.status == 401)
            #expect(owner.status == 200)
        }
    }

    @Test("Failed logins from one address count across usernames; X-Forwarded-For from an untrusted peer is ignored")
    func addressCountsAcrossUsernames() async throws {
        try await withLiveServer(limits: AccountLimits(failuresPerAddress: 3)) { server in
            try await server.register("alice", password: "pitch-side", from: "127.0.0.2")
            for index in 0..<3 {
                let failed = try await server.logIn("nobody-\(index)", "pitch-side", forwardedFor: "203.0.113.\(index)")
                #expect(failed.status == 401)
            }

            let refused = try await server.logIn("alice", "pitch-side", from: "127.0.0.1")
            let elsewhere = try await server.logIn("alice", "pitch-side", from: "127.0.0.2")

            #expect(refused.status == 429)
            #expect(refused.text.contains("Too many failed login attempts from this address."))
            #expect(elsewhere.status == 200)
        }
    }

    @Test(
        "Thirty guesses sent at once: five are checked, the other twenty-five answer 429", arguments: TestDatabase.all)
    func parallelGuesses(database: TestDatabase) async throws {
        try await withLiveServer(on: database) { server in
            try await server.register("alice", password: "pitch-side", from: "127.0.0.2")
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<30 {
                    group.addTask { try await server.logIn("alice", "guess-\(index)", from: "127.0.0.1").status }
                }
                return try await group.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
            }
            #expect(statuses == [401: 5, 429: 25])
        }
    }

    @Test("Accounts requested at once from one address never pass its limit", arguments: TestDatabase.all)
    func parallelRegistrations(database: TestDatabase) async throws {
        try await withLiveServer(on: database, limits: AccountLimits(registrationsPerAddress: 3)) { server in
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<10 {
                    group.addTask { try await server.registration("player\(index)", password: "pitch-side").status }
                }
                return try await group.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
            }
            #expect(statuses == [201: 3, 429: 7])
            #expect(try await UserModel.query(on: server.app.db).count() == 3)
        }
    }

    @Test(
        "Two servers sharing one PostgreSQL database enforce one limit",
        .enabled(
            if: TestDatabase.postgresURL != nil,
            "PostgreSQL not configured: limits across instances are not tested. Set FOOTBALLGATHER_TEST_POSTGRES_URL or run scripts/with-postgres.sh swift test."
        ))
    func twoInstancesOneLimit() async throws {
        let database = try #require(TestDatabase.all.last)
        try await withApp(on: database) { first in
            let second = try await Application.make(.testing)
            second.logger.logLevel = .error
            do {
                try await configure(second, first.serverConfiguration)
                let api = [TestAPI(app: first), TestAPI(app: second)]
                try await api[0].signUp("alice", password: "pitch-side")
                var statuses: [HTTPStatus] = []
                for attempt in 0..<6 {
                    statuses.append(
                        try await api[attempt % 2].send(.POST, APIPath.login, basic: ("alice", "wrong")).status)
                }
                #expect(
                    statuses == [
                        .unauthorized, .unauthorized, .unauthorized, .unauthorized, .unauthorized, .tooManyRequests,
                    ])
            } catch {
                try? await second.asyncShutdown()
                throw error
            }
            try await second.asyncShutdown()
        }
    }
}

/// The app serving on 127.0.0.1, reached over TCP from a chosen loopback address.
private struct LiveServer: Sendable {
    let app: Application
    let url: URL

    func register(_ username: String, password: String, from address: String = "127.0.0.1") async throws {
        let response = try await registration(username, password: password, from: address)
        #expect(response.status == 201)
    }

    func registration(_ username: String, password: String, from address: String = "127.0.0.1") async throws
        -> LoopbackHTTPClient.Response
    {
        let body = try JSONEncoder().encode(UserCreateRequest(username: username, password: password))
        return try await LoopbackHTTPClient.send(
            "POST", to: url.appendingPathComponent(APIPath.users), headers: [("Content-Type", "application/json")],
            body: body, from: address)
    }

    func logIn(_ username: String, _ password: String, from address: String = "127.0.0.1", forwardedFor: String? = nil)
        async throws -> LoopbackHTTPClient.Response
    {
        let credentials = Data("\(username):\(password)".utf8).base64EncodedString()
        var headers = [("Authorization", "Basic \(credentials)")]
        if let forwardedFor { headers.append(("X-Forwarded-For", forwardedFor)) }
        return try await LoopbackHTTPClient.send(
            "POST", to: url.appendingPathComponent(APIPath.login), headers: headers, from: address)
    }
}

/// Runs `test` against the app on `database`, listening on 127.0.0.1 at a free port; the limits
/// see a clock that stands still.
private func withLiveServer(
    on database: TestDatabase = .sqlite, limits: AccountLimits = AccountLimits(), trustedProxies: String = "",
    _ test: (LiveServer) async throws -> Void
) async throws {
    try await withApp(
        on: database,
        adjust: {
            $0.accountLimits = limits
            $0.trustedProxies = (try? TrustedProxies(parsing: trustedProxies)) ?? .none
        }
    ) { app in
        app.accountThrottle = AccountThrottle(limits: limits, now: ManualClock().now)
        try await whileListening(app) { app, url in try await test(LiveServer(app: app, url: url)) }
    }
}
