import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("What one account may keep: players, games and gathers, each with a ceiling and a sentence")
struct AccountHoldingsTests {
    static let small = AccountHoldings(players: 3, games: 2, gathers: 2)

    @Test("A roster is full at its ceiling; deleting a player makes room, and another account has its own")
    func players() async throws {
        try await withApp(on: .sqlite, adjust: { $0.accountHoldings = Self.small }) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            var made: [PlayerResponse] = []
            for name in ["Ana", "Bruno", "Chloé"] {
                made.append(try await api.createPlayer(PlayerRequest(name: name), token: token))
            }

            let refused = try await api.send(.POST, APIPath.players, token: token, json: PlayerRequest(name: "Dan"))
            #expect(refused.status == .conflict)
            #expect(
                try api.reason(of: refused)
                    == "An account holds at most 3 players: delete players who no longer play before adding more.")

            #expect(try await api.send(.DELETE, APIPath.player(made[0].id), token: token).status == .noContent)
            _ = try await api.createPlayer(PlayerRequest(name: "Dan"), token: token)
            let other = try await api.signUp("bob")
            _ = try await api.createPlayer(PlayerRequest(name: "Eve"), token: other)
        }
    }

    @Test("Games and gathers stop at their ceilings with a sentence; a weekly game makes no next one past it")
    func gamesAndGathers() async throws {
        try await withApp(on: .sqlite, adjust: { $0.accountHoldings = Self.small }) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let lastWeek = Date().addingTimeInterval(-6 * 24 * 3600)
            let weekly = GameRoutesTests.request(startsAt: lastWeek, repeatsWeekly: true)
            #expect(try await api.send(.POST, APIPath.games, token: token, json: weekly).status == .created)
            #expect(
                try await api.send(.POST, APIPath.games, token: token, json: GameRoutesTests.request()).status
                    == .created)
            let third = try await api.send(.POST, APIPath.games, token: token, json: GameRoutesTests.request())
            #expect(third.status == .conflict)
            #expect(
                try api.reason(of: third) == "An account holds at most 2 games: delete past games before making more.")
            let listed = try api.decode([GameSummary].self, from: try await api.send(.GET, APIPath.games, token: token))
            #expect(listed.count == 2, "the weekly game made no next one past the ceiling")

            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
            for _ in 0..<2 { _ = try await api.createGather(teamA: [ana.id], teamB: [ben.id], token: token) }
            let players = [
                GatherPlayerAssignment(playerID: ana.id, team: .teamA),
                GatherPlayerAssignment(playerID: ben.id, team: .teamB),
            ]
            let gather = try await api.send(
                .POST, APIPath.gathers, token: token, json: GatherCreateRequest(players: players))
            #expect(gather.status == .conflict)
            #expect(try api.reason(of: gather).hasPrefix("An account holds at most 2 gathers"))
        }
    }

    @Test("Pick teams refuses, and adds nobody, when the guests who are in would overfill the roster")
    func guestsPastTheRoster() async throws {
        try await withApp(
            on: .sqlite,
            adjust: {
                $0.accountHoldings = AccountHoldings(players: 4, games: 10, gathers: 10)
                $0.answerLimits = AnswerLimits(perAddressPerMinute: 1_000)
            }
        ) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await InviteAnswerTests.game(capacity: 10, api: api)
            for name in ["Ana", "Dan", "Eve"] {
                #expect(try await InviteAnswerTests.answer(name, .in, link: game.inviteToken, api: api).status == .ok)
            }

            let picked = try await api.send(.POST, APIPath.pickTeams(ofGame: game.id), token: token)

            #expect(picked.status == .conflict)
            #expect(try api.reason(of: picked).hasPrefix("An account holds at most 4 players"))
            let roster = try api.decode(
                [PlayerResponse].self, from: try await api.send(.GET, APIPath.players, token: token))
            #expect(roster.count == 3)
        }
    }
}
