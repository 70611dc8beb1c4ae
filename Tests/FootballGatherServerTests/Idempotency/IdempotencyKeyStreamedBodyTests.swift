import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("Idempotency-Key with a body that arrives in pieces", .timeLimit(.minutes(2)))
struct IdempotencyKeyStreamedBodyTests {
    @Test(
        "A body too big to arrive with the head is read once and answered at once: a refusal, then a creation, each with a key",
        arguments: TestDatabase.all)
    func streamedBody(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await GatherRoutesTests.Roster(app: app)
            try await whileListening(app) { _, url in
                let headers = [
                    ("Authorization", "Bearer \(roster.token)"), ("Content-Type", "application/json"),
                    ("Idempotency-Key", "streamed-1"),
                ]
                // 40 KB of players, most of them not objects: refused by the handler, which reads the body.
                let refused = "{\"players\": [" + Array(repeating: "0", count: 20_000).joined(separator: ",") + "]}"
                let answer = try await LoopbackHTTPClient.send(
                    "POST", to: url.appendingPathComponent("api/gathers"),
                    headers: headers, body: Data(refused.utf8), timeout: .seconds(20))
                #expect(answer.status == 400)
                #expect(String(decoding: answer.body, as: UTF8.self).contains("'players[0]' must be an object."))

                let players = roster.players
                let padding = String(repeating: " ", count: 30_000)
                let created =
                    "{\"players\": [{\"playerID\": \"\(players[0].id)\", \"team\": \"Team A\"},"
                    + "{\"playerID\": \"\(players[1].id)\", \"team\": \"Team B\"}]\(padding)}"
                let first = try await LoopbackHTTPClient.send(
                    "POST", to: url.appendingPathComponent("api/gathers"),
                    headers: [headers[0], headers[1], ("Idempotency-Key", "streamed-2")], body: Data(created.utf8),
                    timeout: .seconds(20))
                #expect(first.status == 201)
            }
        }
    }
}
