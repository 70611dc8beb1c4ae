import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Who's in: players answer from the link, without an account")
struct InviteAnswerTests {
    /// An organiser with Ana, Bruno and Chloé on the roster and a game of `capacity`.
    static func game(capacity: Int = 2, api: TestAPI) async throws -> (token: String, game: GameResponse) {
        let token = try await api.signUp()
        for name in ["Ana", "Bruno", "Chloé"] {
            _ = try await api.createPlayer(PlayerRequest(name: name, age: 30), token: token)
        }
        let created = try await api.send(
            .POST, APIPath.games, token: token, json: GameRoutesTests.request(capacity: capacity))
        return (token, try api.decode(GameResponse.self, from: created))
    }

    static func answer(
        _ name: String, _ answer: GameAnswer, key: String? = nil, link: String, api: TestAPI
    ) async throws -> TestingHTTPResponse {
        try await api.send(.POST, GamePath.answers(link), json: AnswerRequest(name: name, answer: answer, key: key))
    }

    /// Answers In as `name` from the loopback address `source`, over a real connection to `answers`.
    static func answerIn(as name: String, from source: String, to answers: URL) async throws
        -> LoopbackHTTPClient.Response
    {
        let body = try WireCoding.makeEncoder().encode(AnswerRequest(name: name, answer: .in))
        return try await LoopbackHTTPClient.send(
            "POST", to: answers, headers: [("Content-Type", "application/json")], body: body, from: source)
    }

    @Test(
        "The link shows when, where, the cost and repeat, and names only; an answer claims the name for that browser",
        arguments: TestDatabase.all)
    func answerAndClaim(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let (_, game) = try await Self.game(api: api)
            let link = game.inviteToken
            let invite = try await api.send(.GET, GamePath.invite(link))
            #expect(invite.status == .ok)
            let text = invite.body.string
            #expect(!text.contains("age") && !text.contains("skill") && !text.contains("alice") && !text.contains("id"))
            let shown = try api.decode(InviteResponse.self, from: invite)
            #expect(shown.people.map(\.name) == ["Ana", "Bruno", "Chloé"])
            // The invite page says what a head costs, whether the game repeats, and (from the
            // capacity and who is in) how many places are left.
            #expect(shown.costPerHead == 5.5 && !shown.repeatsWeekly && shown.capacity == 2)

            let first = try await Self.answer("ana", .in, link: link, api: api)
            #expect(first.status == .ok)
            let answered = try api.decode(AnswerResponse.self, from: first)
            #expect(answered.standing == .in)
            #expect(answered.invite.people.first?.name == "Ana")

            let impostor = try await Self.answer("Ana", .out, link: link, api: api)
            #expect(impostor.status == .conflict)
            #expect(try api.reason(of: impostor).hasPrefix("Someone already answered as Ana from another browser"))
            let changed = try await Self.answer("Ana", .maybe, key: answered.key, link: link, api: api)
            #expect(try api.decode(AnswerResponse.self, from: changed).standing == .maybe)
        }
    }

    @Test("When full, In waits with a position; a drop-out moves the first waiting in at once")
    func waitingList() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await Self.game(capacity: 2, api: api)
            let link = game.inviteToken
            var keys: [String: String] = [:]
            for name in ["Ana", "Bruno", "Chloé", "Dan (guest)"] {
                let response = try api.decode(
                    AnswerResponse.self, from: try await Self.answer(name, .in, link: link, api: api))
                keys[name] = response.key
                if name == "Chloé" { #expect(response.standing == .waiting && response.waitingPosition == 1) }
                if name == "Dan (guest)" { #expect(response.waitingPosition == 2) }
            }
            _ = try await Self.answer("Bruno", .out, key: keys["Bruno"], link: link, api: api)
            let now = try api.decode(
                GameResponse.self, from: try await api.send(.GET, APIPath.game(game.id), token: token))
            #expect(now.people.map(\.name) == ["Ana", "Chloé", "Dan (guest)", "Bruno"])
            #expect(now.people.map(\.standing) == [.in, .in, .waiting, .out])
            #expect(now.people.first { $0.name == "Dan (guest)" }?.isGuest == true)
            #expect(now.people.first { $0.name == "Dan (guest)" }?.waitingPosition == 1)
        }
    }

    @Test("Closed answers are refused with a sentence; the organiser can release a name for another browser")
    func closedAndReleased() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await Self.game(api: api)
            let link = game.inviteToken
            _ = try await Self.answer("Ana", .in, link: link, api: api)
            let ana = try #require(game.people.first { $0.name == "Ana" })
            let released = try await api.send(
                .PATCH, APIPath.person(ana.id, ofGame: game.id), token: token,
                json: GamePersonChange(releasesClaim: true))
            #expect(released.status == .ok)
            #expect(try await Self.answer("Ana", .out, link: link, api: api).status == .ok)

            var closed = GameRoutesTests.request(capacity: 2)
            closed.answersOpen = false
            #expect(try await api.send(.PUT, APIPath.game(game.id), token: token, json: closed).status == .ok)
            let refused = try await Self.answer("Bruno", .in, link: link, api: api)
            #expect(refused.status == .conflict)
            #expect(try api.reason(of: refused) == "Answers to this game are closed: ask the organiser.")
        }
    }

    @Test("Names are at most 40 characters; a game takes at most 30 guests")
    func bounds() async throws {
        try await withApp(
            on: .sqlite,
            adjust: {
                $0.answerLimits = AnswerLimits(perAddressPerMinute: 1_000, guestsPerAddress: 100, claimsPerAddress: 100)
            }
        ) { app in
            let api = TestAPI(app: app)
            let (_, game) = try await Self.game(capacity: 50, api: api)
            let link = game.inviteToken
            let long = try await Self.answer(String(repeating: "x", count: 41), .in, link: link, api: api)
            #expect(long.status == .badRequest)
            for index in 1...GameRules.guestsPerGame {
                #expect(try await Self.answer("Guest \(index)", .maybe, link: link, api: api).status == .ok)
            }
            let refused = try await Self.answer("One too many", .in, link: link, api: api)
            #expect(refused.status == .conflict)
            #expect(try api.reason(of: refused).contains("30 guests already"))
        }
    }

    @Test(
        "A roster player whose name is longer than a new name may be answers as that name: one person, one player",
        arguments: TestDatabase.all)
    func longRosterName(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let longName = "Maria Fernanda de los Santos Gutiérrez Albuquerque"
            #expect(longName.count > GameRules.nameLength.upperBound)
            _ = try await api.createPlayer(PlayerRequest(name: longName, age: 30), token: token)
            let created = try await api.send(
                .POST, APIPath.games, token: token, json: GameRoutesTests.request(capacity: 10))
            let game = try api.decode(GameResponse.self, from: created)

            let answered = try await Self.answer(longName.uppercased(), .in, link: game.inviteToken, api: api)
            #expect(answered.status == .ok, "\(answered.body.string)")
            let invite = try api.decode(AnswerResponse.self, from: answered).invite
            #expect(invite.people.map(\.name) == [longName])
            #expect(invite.people.first?.standing == .in)

            let newLong = try await Self.answer(longName + " Jr", .in, link: game.inviteToken, api: api)
            #expect(newLong.status == .badRequest)
            #expect(try api.reason(of: newLong).contains("1 to 40 characters"))
        }
    }

    @Test(
        "A name within 40 characters but over 160 UTF-8 bytes is refused with a sentence and not stored; one of 160 bytes is",
        arguments: TestDatabase.all)
    func nameBytes(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await Self.game(capacity: 50, api: api)
            let link = game.inviteToken
            // One character each: a letter under many combining accents.
            let overLimit = "a" + String(repeating: "\u{301}", count: 80)
            let huge = "a" + String(repeating: "\u{301}", count: 3_000)
            for name in [overLimit, huge] {
                #expect(name.count == 1 && name.utf8.count > GameRules.nameMaxBytes)
                let refused = try await Self.answer(name, .in, link: link, api: api)
                #expect(refused.status == .badRequest)
                #expect(try api.reason(of: refused) == "'name' must be at most 160 bytes long in UTF-8.")
            }
            let invite = try api.decode(InviteResponse.self, from: try await api.send(.GET, GamePath.invite(link)))
            #expect(invite.people.map(\.name) == ["Ana", "Bruno", "Chloé"])

            let atLimit = String(repeating: "😀", count: 40)
            #expect(atLimit.utf8.count == GameRules.nameMaxBytes)
            let stored = try await Self.answer(atLimit, .in, link: link, api: api)
            #expect(stored.status == .ok)
            #expect(try api.decode(AnswerResponse.self, from: stored).invite.people.contains { $0.name == atLimit })
            let picked = try await api.send(.POST, APIPath.pickTeams(ofGame: game.id), token: token)
            #expect(try api.decode(GameTeamPick.self, from: picked).players.map(\.name) == [atLimit])
        }
    }

    @Test(
        "Thirty players answer In at the same moment for 10 places: exactly 10 in, 20 waiting in the order received",
        arguments: TestDatabase.all)
    func thirtyAtOnce(database: TestDatabase) async throws {
        try await withApp(
            on: database,
            adjust: {
                $0.answerLimits = AnswerLimits(perAddressPerMinute: 1_000, guestsPerAddress: 100, claimsPerAddress: 100)
            }
        ) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await Self.game(capacity: 10, api: api)
            let link = game.inviteToken
            let answers = try await withThrowingTaskGroup(of: AnswerResponse.self) { group in
                for index in 1...30 {
                    group.addTask {
                        let response = try await Self.answer("Player \(index)", .in, link: link, api: api)
                        return try api.decode(AnswerResponse.self, from: response)
                    }
                }
                return try await group.reduce(into: [AnswerResponse]()) { $0.append($1) }
            }
            #expect(answers.count { $0.standing == .in } == 10)
            // Each answer that waited was told the next position: the order the server took them in.
            #expect(answers.compactMap(\.waitingPosition).sorted() == Array(1...20))
            let final = try api.decode(
                GameResponse.self, from: try await api.send(.GET, APIPath.game(game.id), token: token))
            let waiting = final.people.filter { $0.standing == .waiting }
            #expect(waiting.count == 20)
            #expect(waiting.map(\.waitingPosition) == Array(1...20).map(Optional.some))
        }
    }

    @Test("A flood of answers from 127.0.0.1 is refused with 429; a player at 127.0.0.2 still answers")
    func flood() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let (_, game) = try await Self.game(capacity: 10, api: api)
            // The clock stands still: no answer comes back while the test runs, however slow the machine.
            app.answerThrottle = AnswerThrottle(limits: AnswerLimits(guestsPerAddress: 100), now: BudgetClock().now)
            try await whileListening(app) { _, url in
                let answers = url.appendingPathComponent(String(GamePath.answers(game.inviteToken).dropFirst()))
                func send(_ name: String, from source: String) async throws -> LoopbackHTTPClient.Response {
                    try await Self.answerIn(as: name, from: source, to: answers)
                }
                var statuses: [Int] = []
                for index in 0..<15 { statuses.append(try await send("Flood \(index)", from: "127.0.0.1").status) }
                #expect(statuses.filter { $0 == 200 }.count == AnswerLimits().perAddressPerMinute)
                let refused = try await send("Flood again", from: "127.0.0.1")
                #expect(refused.status == 429)
                #expect(refused.header("Retry-After").flatMap(Int.init) ?? 0 >= 1)
                #expect(refused.text.contains("Too many answers from this address"))
                #expect(try await send("Ana", from: "127.0.0.2").status == 200)
            }
        }
    }

    @Test(
        "One address adds at most 6 guests to a game; it still answers as an offered name, and 127.0.0.2 adds its own")
    func guestsPerAddress() async throws {
        try await withApp(on: .sqlite, adjust: { $0.answerLimits = AnswerLimits(perAddressPerMinute: 1_000) }) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await Self.game(capacity: 10, api: api)
            try await whileListening(app) { _, url in
                let answers = url.appendingPathComponent(String(GamePath.answers(game.inviteToken).dropFirst()))
                func send(_ name: String, from source: String) async throws -> LoopbackHTTPClient.Response {
                    try await Self.answerIn(as: name, from: source, to: answers)
                }
                for index in 1...GameRules.guestsPerAddress {
                    #expect(try await send("Guest \(index)", from: "127.0.0.1").status == 200)
                }
                let refused = try await send("One guest too many", from: "127.0.0.1")
                #expect(refused.status == 409)
                #expect(
                    refused.text.contains(
                        "6 guests were added to this game from your network already: ask the organiser to add you."))
                #expect(try await send("Ana", from: "127.0.0.1").status == 200)
                #expect(try await send("Neighbour", from: "127.0.0.2").status == 200)
            }
            let final = try api.decode(
                GameResponse.self, from: try await api.send(.GET, APIPath.game(game.id), token: token))
            #expect(final.people.count(where: \.isGuest) == 7)
            #expect(!final.people.contains { $0.name == "One guest too many" })
        }
    }
}
