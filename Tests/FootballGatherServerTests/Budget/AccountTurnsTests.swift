import Fluent
import Foundation
import NIOConcurrencyHelpers
import NIOEmbedded
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("An account's requests take turns")
struct AccountTurnsTests {
    @Test("Past the requests running at once, an account's requests wait and go in the order they came")
    func waitInOrder() throws {
        let loop = EmbeddedEventLoop()
        let turns = AccountTurns(limits: AccountTurnLimits(running: 2, waiting: 8))
        let phone = UUID()
        let started = NIOLockedValueBox<[Int]>([])
        for index in 0..<5 {
            turns.begin(for: phone, on: loop).whenSuccess { started.withLockedValue { $0.append(index) } }
        }
        loop.run()
        #expect(started.withLockedValue { $0 } == [0, 1])
        #expect(turns.count(for: phone) == (running: 2, waiting: 3))

        turns.end(for: phone)
        loop.run()
        #expect(started.withLockedValue { $0 } == [0, 1, 2])
        for _ in 0..<4 { turns.end(for: phone) }
        loop.run()
        #expect(started.withLockedValue { $0 } == [0, 1, 2, 3, 4])
        #expect(turns.count(for: phone) == (running: 0, waiting: 0))
        #expect(turns.followedAccounts == 0)
    }

    @Test("Past the waiting limit an account's request is refused; another account is served at once")
    func queueFull() throws {
        let loop = EmbeddedEventLoop()
        let turns = AccountTurns(limits: AccountTurnLimits(running: 1, waiting: 1))
        let (greedy, neighbour) = (UUID(), UUID())
        let first = turns.begin(for: greedy, on: loop)
        let second = turns.begin(for: greedy, on: loop)
        let third = turns.begin(for: greedy, on: loop)
        let other = turns.begin(for: neighbour, on: loop)
        loop.run()
        #expect(throws: Never.self) { try first.wait() }
        #expect(throws: AccountTurns.Refusal.queueFull) { try third.wait() }
        #expect(throws: Never.self) { try other.wait() }
        #expect(turns.count(for: greedy) == (running: 1, waiting: 1))

        turns.end(for: greedy)
        loop.run()
        #expect(throws: Never.self) { try second.wait() }
        turns.end(for: greedy)
        turns.end(for: neighbour)
        #expect(turns.followedAccounts == 0)
    }

    @Test("Unset, an account's requests run one at a time; API_REQUESTS_AT_ONCE_PER_ACCOUNT changes it or turns it off")
    func configuration() throws {
        #expect(try RequestBudgetLimits.fromEnvironment([:]).perAccountAtOnce == AccountTurnLimits(running: 1))
        let three = try RequestBudgetLimits.fromEnvironment(["API_REQUESTS_AT_ONCE_PER_ACCOUNT": "3"])
        #expect(three.perAccountAtOnce == AccountTurnLimits(running: 3))
        #expect(
            try RequestBudgetLimits.fromEnvironment(["API_REQUESTS_AT_ONCE_PER_ACCOUNT": "OFF"]).perAccountAtOnce == nil
        )
        for bad in ["0", "1001", "two", ""] {
            #expect {
                try RequestBudgetLimits.fromEnvironment(["API_REQUESTS_AT_ONCE_PER_ACCOUNT": bad])
            } throws: { error in
                "\(error)".contains("API_REQUESTS_AT_ONCE_PER_ACCOUNT")
                    && "\(error)".contains("between 1 and 1000, or off")
            }
        }
    }

    @Test(
        "Over HTTP: an account's requests past the waiting limit are answered 429 with a sentence; a neighbour at another address is answered"
    )
    func overHTTP() async throws {
        var limits = RequestBudgetLimits.unlimited
        limits.perAccountAtOnce = AccountTurnLimits(running: 1, waiting: 0)
        try await withApp(on: .sqlite, adjust: { $0.requestBudget = limits }) { app in
            try await whileListening(app) { app, url in
                let greedy = try await RequestBudgetTests.signUp("greedy", on: url, from: "127.0.0.1")
                let neighbour = try await RequestBudgetTests.signUp("neighbour", on: url, from: "127.0.0.2")
                let players = url.appendingPathComponent("api/players")
                // The account's one turn is held, as by a slow request in progress.
                let account = try #require(try await Self.userID(of: "greedy", on: app))
                try app.accountTurns?.begin(for: account, on: app.eventLoopGroup.next()).wait()
                let refused = try await RequestBudgetTests.get(players, token: greedy, from: "127.0.0.1")
                #expect(refused.status == 429)
                #expect(refused.header("Retry-After") == "1")
                #expect(
                    refused.text.contains(
                        "Too many requests at once from this account"))
                let served = try await RequestBudgetTests.get(players, token: neighbour, from: "127.0.0.2")
                #expect(served.status == 200)

                app.accountTurns?.end(for: account)
                #expect(try await RequestBudgetTests.get(players, token: greedy, from: "127.0.0.1").status == 200)
                #expect(app.accountTurns?.followedAccounts == 0)
            }
        }
    }

    private static func userID(of username: String, on app: Application) async throws -> UUID? {
        try await UserModel.query(on: app.db).filter(\.$username == username).first()?.requireID()
    }
}
