import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("An organiser's games: created with the roster's names, listed, changed, a new link")
struct GameRoutesTests {
    static let nextWeek = Date().addingTimeInterval(7 * 24 * 3600)

    static func request(
        startsAt: Date = nextWeek, capacity: Int = 10, costPerHead: Double? = 5.5, repeatsWeekly: Bool = false
    ) -> GameRequest {
        GameRequest(
            startsAt: startsAt, timeZone: "Europe/Bucharest", place: "Park pitch 3", capacity: capacity,
            note: "Bring both shirts", costPerHead: costPerHead, repeatsWeekly: repeatsWeekly)
    }

    @Test(
        "A new game offers the roster's names, none answered, and a 43-character invite link",
        arguments: TestDatabase.all)
    func create(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            for name in ["Bruno", "ana", "Chloé"] {
                _ = try await api.createPlayer(PlayerRequest(name: name), token: token)
            }
            let created = try await api.send(.POST, APIPath.games, token: token, json: Self.request())
            #expect(created.status == .created)
            let game = try api.decode(GameResponse.self, from: created)
            #expect(created.headers.first(name: .location) == APIPath.game(game.id))
            #expect(game.people.map(\.name) == ["ana", "Bruno", "Chloé"])
            #expect(game.people.allSatisfy { $0.standing == .unanswered && $0.playerID != nil && !$0.paid })
            #expect(game.inviteToken.count == GameRules.tokenLength)
            #expect(game.invitePath == "/games/\(game.inviteToken)")
            #expect(game.costPerHead == 5.5)
            #expect(game.answersOpen)
            let read = try api.decode(
                GameResponse.self, from: try await api.send(.GET, APIPath.game(game.id), token: token))
            #expect(read == game)
        }
    }

    @Test("Games are listed upcoming first, soonest first, then past ones, latest first")
    func listOrder() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let day = 24.0 * 3600
            for offset in [3.0, -2, 1, -9] {
                let created = try await api.send(
                    .POST, APIPath.games, token: token,
                    json: Self.request(startsAt: Date().addingTimeInterval(offset * day)))
                #expect(created.status == .created)
            }
            let list = try api.decode([GameSummary].self, from: try await api.send(.GET, APIPath.games, token: token))
            let days = list.map { ($0.startsAt.timeIntervalSinceNow / day).rounded() }
            #expect(days == [1, 3, -2, -9])
        }
    }

    @Test("Bad input is refused with a sentence naming the field, and nothing is made")
    func validation() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            var cases: [(GameRequest, String)] = []
            cases.append((Self.request(capacity: 1), "'capacity' must be between 2 and 50 players."))
            cases.append((Self.request(capacity: 51), "'capacity' must be between 2 and 50 players."))
            cases.append(
                (
                    Self.request(costPerHead: 2.555),
                    "'costPerHead' must be a number from 0 to 10000 with at most two decimals."
                ))
            var zone = Self.request()
            zone.timeZone = "Mars/Olympus"
            cases.append((zone, "'timeZone' must be a time zone name such as Europe/London, not \"Mars/Olympus\"."))
            var place = Self.request()
            place.place = "   "
            cases.append((place, "'place' must have 1 to 120 characters."))
            for (body, reason) in cases {
                let response = try await api.send(.POST, APIPath.games, token: token, json: body)
                #expect(response.status == .badRequest)
                #expect(try api.reason(of: response) == reason)
            }
            let list = try api.decode([GameSummary].self, from: try await api.send(.GET, APIPath.games, token: token))
            #expect(list.isEmpty)
        }
    }

    @Test("Another account's game is not found; without a token nothing is")
    func privacy() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let alice = try await api.signUp("alice")
            let bob = try await api.signUp("bob")
            let game = try api.decode(
                GameResponse.self, from: try await api.send(.POST, APIPath.games, token: alice, json: Self.request()))
            #expect(try await api.send(.GET, APIPath.game(game.id), token: bob).status == .notFound)
            #expect(try await api.send(.DELETE, APIPath.game(game.id), token: bob).status == .notFound)
            #expect(try await api.send(.GET, APIPath.games).status == .unauthorized)
            #expect(try await api.send(.GET, APIPath.game(game.id), token: alice).status == .ok)
        }
    }

    @Test("A new link replaces the old one, which then answers 410 with a sentence")
    func newLink() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let game = try api.decode(
                GameResponse.self, from: try await api.send(.POST, APIPath.games, token: token, json: Self.request()))
            let renewed = try api.decode(
                GameResponse.self, from: try await api.send(.POST, APIPath.inviteLink(ofGame: game.id), token: token))
            #expect(renewed.inviteToken != game.inviteToken)
            let old = try await api.send(.GET, GamePath.invite(game.inviteToken))
            #expect(old.status == .gone)
            #expect(try api.reason(of: old).contains("replaced by a newer one"))
            #expect(try await api.send(.GET, GamePath.invite(renewed.inviteToken)).status == .ok)
            let guessed = String(repeating: "A", count: GameRules.tokenLength)
            #expect(try await api.send(.GET, GamePath.invite(guessed)).status == .notFound)
        }
    }

    @Test("A weekly game whose date passed makes next week's, same place and local time, no answers")
    func weekly() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let lastWeek = Date().addingTimeInterval(-6 * 24 * 3600 - 3600)
            let created = try await api.send(
                .POST, APIPath.games, token: token, json: Self.request(startsAt: lastWeek, repeatsWeekly: true))
            #expect(created.status == .created)
            let list = try api.decode([GameSummary].self, from: try await api.send(.GET, APIPath.games, token: token))
            #expect(list.count == 2)
            let next = try #require(list.first)
            #expect(next.startsAt > Date())
            #expect(next.place == "Park pitch 3" && next.capacity == 10 && next.inCount == 0)
            let again = try api.decode([GameSummary].self, from: try await api.send(.GET, APIPath.games, token: token))
            #expect(again.count == 2)
        }
    }

    @Test("The organiser moves people by hand, ticks paid, lowers the capacity, and deletes the game")
    func byHand() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            for name in ["Ana", "Bruno", "Chloé"] {
                _ = try await api.createPlayer(PlayerRequest(name: name), token: token)
            }
            var game = try api.decode(
                GameResponse.self,
                from: try await api.send(.POST, APIPath.games, token: token, json: Self.request(capacity: 2)))
            for person in game.people {
                let moved = try await api.send(
                    .PATCH, APIPath.person(person.id, ofGame: game.id), token: token,
                    json: GamePersonChange(standing: .in, paid: person.name == "Ana"))
                #expect(moved.status == .ok)
                game = try api.decode(GameResponse.self, from: moved)
            }
            #expect(game.people.map(\.standing) == [.in, .in, .in])
            #expect(game.people.first { $0.name == "Ana" }?.paid == true)
            var body = Self.request(capacity: 2)
            body.capacity = 2
            let lowered = try api.decode(
                GameResponse.self, from: try await api.send(.PUT, APIPath.game(game.id), token: token, json: body))
            #expect(lowered.people.map(\.name) == ["Ana", "Bruno", "Chloé"])
            #expect(lowered.people.map(\.standing) == [.in, .in, .waiting])
            #expect(lowered.people.last?.waitingPosition == 1)
            #expect(try await api.send(.DELETE, APIPath.game(game.id), token: token).status == .noContent)
            #expect(try await api.send(.GET, APIPath.game(game.id), token: token).status == .notFound)
        }
    }
}
