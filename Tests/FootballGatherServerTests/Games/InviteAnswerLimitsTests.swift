import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("What one client can take of a game through its link: names, guests and the allowance of answers")
struct InviteAnswerLimitsTests {
    @Test(
        "One network claims at most its share of a game's names; its own stay answerable, 127.0.0.2 claims its own, and a released name frees a place"
    )
    func claimsPerAddress() async throws {
        try await withApp(
            on: .sqlite, adjust: { $0.answerLimits = AnswerLimits(perAddressPerMinute: 1_000, claimsPerAddress: 3) }
        ) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await InviteAnswerTests.game(capacity: 10, api: api)
            try await whileListening(app) { _, url in
                let answers = url.appendingPathComponent(String(GamePath.answers(game.inviteToken).dropFirst()))
                var keys: [String: String] = [:]
                for name in ["Ana", "Bruno", "Chloé"] {
                    let answered = try await Self.answer(as: name, from: "127.0.0.1", to: answers)
                    #expect(answered.status == 200)
                    keys[name] = try WireCoding.makeDecoder().decode(
                        AnswerResponse.self, from: Data(answered.text.utf8)
                    )
                    .key
                }

                let refused = try await Self.answer(as: "Dee", from: "127.0.0.1", to: answers)
                #expect(refused.status == 409)
                #expect(
                    refused.text.contains(
                        "3 names of this game were answered from your network already: "
                            + "ask the organiser to release one, or to answer for Dee."))
                #expect(
                    try await Self.answer(as: "Ana", .out, key: keys["Ana"], from: "127.0.0.1", to: answers).status
                        == 200)
                #expect(try await Self.answer(as: "Dee", from: "127.0.0.2", to: answers).status == 200)

                let ana = try #require(game.people.first { $0.name == "Ana" })
                let released = try await api.send(
                    .PATCH, APIPath.person(ana.id, ofGame: game.id), token: token,
                    json: GamePersonChange(releasesClaim: true))
                #expect(released.status == .ok)
                #expect(try await Self.answer(as: "Eve", from: "127.0.0.1", to: answers).status == 200)
            }
            let final = try api.decode(
                GameResponse.self, from: try await api.send(.GET, APIPath.game(game.id), token: token))
            #expect(final.people.map(\.name).sorted() == ["Ana", "Bruno", "Chloé", "Dee", "Eve"])
        }
    }

    @Test("An IPv6 network is one client: its guests are counted by its /64, another /64 adds its own")
    func guestsPerIPv6Network() async throws {
        try await withApp(
            on: .sqlite,
            adjust: {
                $0.answerLimits = AnswerLimits(perAddressPerMinute: 1_000)
                $0.trustedProxies = (try? TrustedProxies(parsing: "127.0.0.1")) ?? .none
            }
        ) { app in
            let api = TestAPI(app: app)
            let (_, game) = try await InviteAnswerTests.game(capacity: 10, api: api)
            try await whileListening(app) { _, url in
                let answers = url.appendingPathComponent(String(GamePath.answers(game.inviteToken).dropFirst()))
                func status(of name: String, behind client: String) async throws -> Int {
                    try await Self.answer(as: name, from: "127.0.0.1", forwardedFor: client, to: answers).status
                }
                for index in 1...GameRules.guestsPerAddress {
                    let added = try await status(of: "Guest \(index)", behind: "2001:db8:1:1::\(index)")
                    #expect(added == 200)
                }
                let lowBitsChanged = try await status(of: "Low bits changed", behind: "2001:db8:1:1:ffff::7")
                #expect(lowBitsChanged == 409)
                let nextNetwork = try await status(of: "Next network", behind: "2001:db8:1:2::1")
                #expect(nextNetwork == 200)
            }
        }
    }

    @Test("Answers to made-up links use up only their sender's allowance: the server's still takes a real answer")
    func madeUpLinks() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let (_, game) = try await InviteAnswerTests.game(capacity: 10, api: api)
            // The clock stands still: nothing comes back to any bucket while the test runs.
            app.answerThrottle = AnswerThrottle(
                limits: AnswerLimits(perAddressPerMinute: 1_000, inAllPerMinute: 5), now: BudgetClock().now)
            for _ in 0..<3 {
                let madeUp = try await InviteAnswerTests.answer(
                    "Ana", .in, link: TokenDigest.makeToken(), api: api)
                #expect(madeUp.status == .notFound)
            }
            #expect(try await InviteAnswerTests.answer("Ana", .in, link: game.inviteToken, api: api).status == .ok)
            // The server's burst (a fifth of 5 a minute: one answer) is spent by the real answer alone.
            let refused = try await InviteAnswerTests.answer("Bruno", .in, link: game.inviteToken, api: api)
            #expect(refused.status == .tooManyRequests)
            #expect(try api.reason(of: refused).hasPrefix("Too many answers right now"))
        }
    }

    /// Answers as `name` from the loopback address `source` (for a client behind it when
    /// `forwardedFor` is given), over a real connection to `answers`.
    private static func answer(
        as name: String, _ answer: GameAnswer = .in, key: String? = nil, from source: String,
        forwardedFor: String? = nil, to answers: URL
    ) async throws -> LoopbackHTTPClient.Response {
        let body = try WireCoding.makeEncoder().encode(AnswerRequest(name: name, answer: answer, key: key))
        var headers = [("Content-Type", "application/json")]
        if let forwardedFor { headers.append(("X-Forwarded-For", forwardedFor)) }
        return try await LoopbackHTTPClient.send("POST", to: answers, headers: headers, body: body, from: source)
    }
}
