import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers
import SQLKit
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("A fair share of the API for every client")
struct RequestBudgetTests {
    @Test("A client hammering from 127.0.0.1 is answered 429 with Retry-After; 127.0.0.2 is answered as usual")
    func hammeringAddress() async throws {
        let limits = RequestBudgetLimits(perAddress: .init(perSecond: 5, burst: 20), perAccount: nil)
        try await withApp(on: .sqlite, adjust: { $0.requestBudget = limits }) { app in
            // The clock stands still: no token comes back while the test runs, however slow the machine.
            app.requestBudget = RequestBudget(limits: limits, now: BudgetClock().now)
            try await whileListening(app) { app, url in
                let hammer = try await Self.signUp("hammer", on: url, from: "127.0.0.1")
                let neighbour = try await Self.signUp("neighbour", on: url, from: "127.0.0.2")
                let gathers = url.appendingPathComponent("api/gathers")
                let hammered = try await withThrowingTaskGroup(of: [Int].self) { group in
                    for _ in 0..<4 {
                        group.addTask {
                            var statuses: [Int] = []
                            for _ in 0..<40 {
                                statuses.append(try await Self.get(gathers, token: hammer, from: "127.0.0.1").status)
                            }
                            return statuses
                        }
                    }
                    var neighbourStatuses: [Int] = []
                    for _ in 0..<10 {
                        neighbourStatuses.append(
                            try await Self.get(gathers, token: neighbour, from: "127.0.0.2").status)
                    }
                    #expect(neighbourStatuses == Array(repeating: 200, count: 10))
                    return try await group.reduce(into: [Int]()) { $0 += $1 }
                }
                // The burst of 20, less the two requests that signed the hammer up and in.
                #expect(hammered.filter { $0 == 200 }.count == 18)
                #expect(hammered.filter { $0 == 429 }.count == 142)

                let refused = try await Self.get(gathers, token: hammer, from: "127.0.0.1")
                #expect(refused.status == 429)
                let wait = try #require(refused.header("Retry-After").flatMap(Int.init))
                #expect((1...1).contains(wait))
                #expect(refused.text.contains("Too many requests from this address: try again in 1 second."))
            }
        }
    }

    @Test(
        "The health checks that ask the database and a game's calendar are taken from the address's budget; /health/live is not, and 127.0.0.2 keeps its own"
    )
    func routesOutsideTheAPI() async throws {
        let limits = RequestBudgetLimits(perAddress: .init(perSecond: 1, burst: 6), perAccount: nil)
        try await withApp(on: .sqlite, adjust: { $0.requestBudget = limits }) { app in
            app.requestBudget = RequestBudget(limits: limits, now: BudgetClock().now)
            try await whileListening(app) { _, url in
                func status(_ path: String, from source: String) async throws -> Int {
                    try await LoopbackHTTPClient.send("GET", to: url.appendingPathComponent(path), from: source).status
                }
                let calendar = "games/" + String(repeating: "A", count: GameRules.tokenLength) + ".ics"
                var statuses: [Int] = []
                for path in ["health", "health/ready", calendar, "health", "health/ready", calendar] {
                    statuses.append(try await status(path, from: "127.0.0.1"))
                }
                #expect(statuses == [200, 200, 404, 200, 200, 404])
                for path in ["health", "health/ready", calendar] {
                    let refused = try await status(path, from: "127.0.0.1")
                    #expect(refused == 429, "\(path) answered \(refused) past the budget")
                }
                let live = try await status("health/live", from: "127.0.0.1")
                #expect(live == 200)
                let neighbour = try await status("health", from: "127.0.0.2")
                #expect(neighbour == 200)
            }
        }
    }

    @Test("An account over its budget is refused from any address; another account at the same address is not")
    func accountBudget() async throws {
        let limits = RequestBudgetLimits(perAddress: nil, perAccount: .init(perSecond: 1, burst: 3))
        try await withApp(on: .sqlite, adjust: { $0.requestBudget = limits }) { app in
            let clock = BudgetClock()
            app.requestBudget = RequestBudget(limits: limits, now: clock.now)
            try await whileListening(app) { _, url in
                let alice = try await Self.signUp("alice", on: url, from: "127.0.0.1")
                let bob = try await Self.signUp("bob", on: url, from: "127.0.0.1")
                let players = url.appendingPathComponent("api/players")
                var statuses: [Int] = []
                for _ in 0..<4 {
                    statuses.append(try await Self.get(players, token: alice, from: "127.0.0.1").status)
                }
                #expect(statuses == [200, 200, 200, 429])
                let elsewhere = try await Self.get(players, token: alice, from: "127.0.0.3")
                #expect(elsewhere.status == 429)
                #expect(elsewhere.text.contains("Too many requests from this account: try again in 1 second."))
                #expect(try await Self.get(players, token: bob, from: "127.0.0.1").status == 200)

                clock.advance(by: 1)
                #expect(try await Self.get(players, token: alice, from: "127.0.0.3").status == 200)
                #expect(try await Self.get(players, token: alice, from: "127.0.0.3").status == 429)
            }
        }
    }

    @Test("Clients whose buckets are full again are forgotten; past the most followed, the fullest go")
    func boundedMemory() {
        let clock = BudgetClock()
        let limits = RequestBudgetLimits(perAddress: .init(perSecond: 1, burst: 2), trackedClients: 100)
        let budget = RequestBudget(limits: limits, now: clock.now)
        for index in 0..<99 { _ = budget.take(.address("198.51.100.\(index)")) }
        #expect(budget.trackedClients == 99)
        for index in 0..<50 { _ = budget.take(.address("203.0.113.\(index)")) }
        #expect(budget.trackedClients <= 100)
        clock.advance(by: RequestBudget.sweepInterval)
        _ = budget.take(.address("192.0.2.1"))
        #expect(budget.trackedClients == 1)
    }

    @Test("Unset, the budget is 50 requests a second per address and 30 per account; off removes one")
    func configuration() throws {
        let defaults = try ServerConfiguration.fromEnvironment([:]).requestBudget
        #expect(defaults.perAddress == .init(perSecond: 50, burst: 500))
        #expect(defaults.perAccount == .init(perSecond: 30, burst: 300))
        let tuned = try ServerConfiguration.fromEnvironment([
            "API_REQUESTS_PER_ADDRESS": "off", "API_REQUESTS_PER_ACCOUNT": "200",
        ]).requestBudget
        #expect(tuned.perAddress == nil)
        #expect(tuned.perAccount == .init(perSecond: 200, burst: 2000))
        for value in ["0", "fast", "-3", "1000001"] {
            do {
                _ = try ServerConfiguration.fromEnvironment(["API_REQUESTS_PER_ADDRESS": value])
                Issue.record("API_REQUESTS_PER_ADDRESS=\(value) was taken")
            } catch let error as ConfigurationError {
                #expect(error.variable == "API_REQUESTS_PER_ADDRESS")
                #expect(error.reason.contains("between 1 and 1000000, or off, not \"\(value)\""))
            }
        }
    }

    @Test(
        "Instances on one PostgreSQL database share what a client spends: each takes the others' spending from its bucket",
        .enabled(
            if: TestDatabase.postgresURL != nil,
            "PostgreSQL not configured: sharing the request budget across instances is not tested. Set FOOTBALLGATHER_TEST_POSTGRES_URL or run scripts/with-postgres.sh swift test."
        ))
    func sharedAcrossInstances() async throws {
        let database = try #require(TestDatabase.all.last)
        try await withApp(on: database) { app in
            let clock = BudgetClock()
            let limits = RequestBudgetLimits(perAddress: .init(perSecond: 1, burst: 50))
            let first = RequestBudget(limits: limits, isShared: true, now: clock.now)
            let second = RequestBudget(limits: limits, isShared: true, now: clock.now)
            let client = RequestBudget.Client.address("203.0.113.7")

            #expect(second.take(client) == nil)
            try await RequestBudgetSharing.share(second, on: app.db)
            for _ in 0..<40 { #expect(first.take(client) == nil) }
            try await RequestBudgetSharing.share(first, on: app.db)
            #expect(second.take(client) == nil)
            try await RequestBudgetSharing.share(second, on: app.db)

            // 50 − 2 taken here − 40 taken by the first instance.
            var passed = 0
            while second.take(client) == nil { passed += 1 }
            #expect(passed == 8)
            #expect(first.take(client) == nil)
        }
    }

    @Test("Shared rows of clients quiet for ten minutes are deleted", arguments: TestDatabase.all)
    func quietRowsForgotten(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let budget = RequestBudget(limits: RequestBudgetLimits(), isShared: true)
            _ = budget.take(.address("203.0.113.8"))
            let start = Date()
            try await RequestBudgetSharing.share(budget, on: app.db, now: start)
            #expect(try await Self.sharedRows(on: app) == 1)
            try await RequestBudgetSharing.share(budget, on: app.db, now: start.addingTimeInterval(599))
            #expect(try await Self.sharedRows(on: app) == 1)
            try await RequestBudgetSharing.share(budget, on: app.db, now: start.addingTimeInterval(601))
            #expect(try await Self.sharedRows(on: app) == 0)
        }
    }

    private static func sharedRows(on app: Application) async throws -> Int {
        let sql = try #require(app.db as? any SQLDatabase)
        let row = try await sql.raw("SELECT COUNT(*) AS n FROM \(unsafeRaw: RequestBudgetSpending.schema)").first()
        return try #require(row).decode(column: "n", as: Int.self)
    }

    static func signUp(_ name: String, on url: URL, from source: String) async throws -> String {
        let body = Data(#"{"username": "\#(name)", "password": "a-long-password"}"#.utf8)
        let headers = [("Content-Type", "application/json")]
        let created = try await LoopbackHTTPClient.send(
            "POST", to: url.appendingPathComponent("api/users"), headers: headers, body: body, from: source)
        #expect(created.status == 201)
        let login = try await LoopbackHTTPClient.send(
            "POST", to: url.appendingPathComponent("api/users/login"),
            headers: [("Authorization", "Basic " + Data("\(name):a-long-password".utf8).base64EncodedString())],
            from: source)
        let object = try JSONSerialization.jsonObject(with: login.body) as? [String: Any]
        return try #require(object?["token"] as? String)
    }

    static func get(_ url: URL, token: String, from source: String) async throws -> LoopbackHTTPClient.Response {
        try await LoopbackHTTPClient.send("GET", to: url, headers: [("Authorization", "Bearer \(token)")], from: source)
    }
}

/// Seconds on a clock the test moves by hand.
final class BudgetClock: Sendable {
    private let time = NIOLockedValueBox(1000.0)

    var now: @Sendable () -> Double {
        { [time] in time.withLockedValue { $0 } }
    }

    func advance(by seconds: Double) {
        time.withLockedValue { $0 += seconds }
    }
}
