import FootballGatherAPI
import Foundation
import SQLKit
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

/// Two instances of the server on one PostgreSQL database, as behind a load balancer: what is done
/// through one is heard by the change streams connected to the other.
@Suite("Several instances on one PostgreSQL database", .timeLimit(.minutes(2)))
struct InstancesTests {
    /// Runs `test` with two listening instances on one fresh PostgreSQL database, each hearing the
    /// other; skipped, saying so, where no PostgreSQL is configured.
    static func withTwoInstances(
        _ test: (_ first: ChangeStreamTests.Server, _ second: ChangeStreamTests.Server) async throws -> Void
    ) async throws {
        guard let baseURL = TestDatabase.postgresURL else {
            print("Skipped: two instances need PostgreSQL; set \(TestDatabase.postgresVariable) (CI does).")
            return
        }
        try await withApp(on: .postgres(baseURL: baseURL)) { first in
            let configuration = try #require(first.storage[ServerConfigurationKey.self])
            let second = try await Application.make(.testing)
            second.logger.logLevel = .error
            do {
                try await configure(second, configuration)
                await first.changeRelay?.untilListening()
                await second.changeRelay?.untilListening()
                try await whileListening(first) { first, firstURL in
                    try await whileListening(second) { second, secondURL in
                        try await test(
                            ChangeStreamTests.Server(app: first, url: firstURL),
                            ChangeStreamTests.Server(app: second, url: secondURL))
                    }
                }
            } catch {
                try? await second.asyncShutdown()
                throw error
            }
            try await second.asyncShutdown()
        }
    }

    @Test("A player added and a goal scored through one instance reach a stream connected to the other")
    func changesCrossInstances() async throws {
        try await Self.withTwoInstances { first, second in
            let alice = try await first.signUp("alice")
            let onSecond = try await second.openChanges(token: alice)

            let ana = try await first.send("POST", APIPath.players, token: alice, json: PlayerRequest(name: "Ana"))
            let ben = try await first.send("POST", APIPath.players, token: alice, json: PlayerRequest(name: "Ben"))
            let heard = try await onSecond.read(until: #""topic":"players","version":2"#)
            #expect(heard.contains(#"data: {"topic":"players","version":1}"#))

            let players = try [ana, ben].map {
                try WireCoding.makeDecoder().decode(PlayerResponse.self, from: $0.body).id
            }
            let created = try await second.send(
                "POST", APIPath.gathers, token: alice,
                json: GatherCreateRequest(players: [
                    .init(playerID: players[0], team: .teamA), .init(playerID: players[1], team: .teamB),
                ]))
            let gather = try WireCoding.makeDecoder().decode(GatherResponse.self, from: created.body)
            let onFirst = try await first.openChanges(token: alice)
            try await second.send(
                "POST", APIPath.operations(ofGather: gather.id), token: alice,
                json: GatherOperation(.addGoal, team: .teamA))

            try await onFirst.read(until: #""topic":"gather/\#(gather.id.uuidString)""#)
            try await onSecond.read(until: #""topic":"gather/\#(gather.id.uuidString)""#)
            #expect(!onFirst.text.contains(#""topic":"players""#), "a change from before the stream opened was sent")
        }
    }

    @Test("A logout through one instance ends that login's streams on the other; an account deleted, all of them")
    func endingsCrossInstances() async throws {
        try await Self.withTwoInstances { first, second in
            let phone = try await first.signUp("alice")
            let laptop = try await first.logIn("alice")
            let phoneStream = try await second.openChanges(token: phone)
            let laptopStream = try await second.openChanges(token: laptop)

            let logout = try await LoopbackHTTPClient.send(
                "DELETE", to: first.url.appending(path: APIPath.logout), headers: [("Authorization", "Bearer \(phone)")]
            )
            #expect(logout.status == 204)
            try await phoneStream.readToEnd()
            #expect(second.app.changeFeed.openStreams == 1)

            let deleted = try await LoopbackHTTPClient.send(
                "DELETE", to: first.url.appending(path: APIPath.currentUser),
                headers: [("Authorization", "Bearer \(laptop)")])
            #expect(deleted.status == 204)
            try await laptopStream.readToEnd()
            #expect(second.app.changeFeed.openStreams == 0)
        }
    }

    @Test("An instance that lost its listening connection tells its streams they missed news once it listens again")
    func lostListenerSaysMissed() async throws {
        try await Self.withTwoInstances { first, second in
            let alice = try await first.signUp("alice")
            let stream = try await second.openChanges(token: alice)
            let sql = try #require(first.app.db as? any SQLDatabase)

            try await sql.raw(
                """
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()
                AND query LIKE '%' || current_schema() || '%'
                """
            ).run()

            try await stream.read(until: "event: missed")
            await second.app.changeRelay?.untilListening()
            await first.app.changeRelay?.untilListening()
            try await first.send("POST", APIPath.players, token: alice, json: PlayerRequest(name: "Ana"))
            try await stream.read(until: #""topic":"players""#)
        }
    }
}
