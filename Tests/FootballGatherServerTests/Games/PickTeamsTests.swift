import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("From answers to teams: Pick teams, the gather played from a game, and the games in a record")
struct PickTeamsTests {
    /// Picks the teams of `game`, expecting 200.
    static func pick(_ game: GameResponse, api: TestAPI, token: String) async throws -> GameTeamPick {
        let response = try await api.send(.POST, APIPath.pickTeams(ofGame: game.id), token: token)
        #expect(response.status == .ok)
        return try api.decode(GameTeamPick.self, from: response)
    }

    static func record(of player: UUID, api: TestAPI, token: String) async throws -> PlayerRecordResponse {
        try api.decode(
            PlayerRecordResponse.self, from: try await api.send(.GET, APIPath.record(ofPlayer: player), token: token))
    }

    @Test(
        "Everyone in becomes a player, in answer order: a guest joins the roster, or is the roster's player of that name",
        arguments: TestDatabase.all)
    func guestsJoinTheRoster(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await InviteAnswerTests.game(capacity: 4, api: api)
            // Eve joins the roster after the game was made, so her name is not offered: she types it.
            let eve = try await api.createPlayer(PlayerRequest(name: "Eve"), token: token)
            let link = game.inviteToken
            for name in ["Ana", "dan", "Bruno", "eve", "Fay"] {
                #expect(try await InviteAnswerTests.answer(name, .in, link: link, api: api).status == .ok)
            }

            let pick = try await Self.pick(game, api: api, token: token)

            #expect(pick.players.map(\.name) == ["Ana", "dan", "Bruno", "Eve"])
            #expect(pick.players[3].id == eve.id)
            let people = Dictionary(uniqueKeysWithValues: pick.game.people.map { ($0.name, $0) })
            #expect(people["dan"]?.playerID == pick.players[1].id)
            #expect(people["eve"]?.playerID == eve.id)
            #expect(people["Fay"]?.standing == .waiting && people["Fay"]?.playerID == nil)
            let roster = try api.decode(
                [PlayerResponse].self, from: try await api.send(.GET, APIPath.players, token: token))
            #expect(roster.map(\.name) == ["Ana", "Bruno", "Chloé", "dan", "Eve"])

            let again = try await Self.pick(game, api: api, token: token)
            #expect(again.players == pick.players)
            let rosterAgain = try api.decode(
                [PlayerResponse].self, from: try await api.send(.GET, APIPath.players, token: token))
            #expect(rosterAgain.count == 5)
        }
    }

    @Test(
        "The gather played from a game is linked to it; a record counts the games answered In and the ones played",
        arguments: TestDatabase.all)
    func gatherAndRecord(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await InviteAnswerTests.game(capacity: 3, api: api)
            for name in ["Ana", "Bruno", "Chloé"] {
                #expect(try await InviteAnswerTests.answer(name, .in, link: game.inviteToken, api: api).status == .ok)
            }
            let players = try await Self.pick(game, api: api, token: token).players
            let (ana, bruno, chloe) = (players[0].id, players[1].id, players[2].id)
            // Chloé stays on the bench: she answered In but does not play.
            var request = GatherCreateRequest(players: [
                GatherPlayerAssignment(playerID: ana, team: .teamA),
                GatherPlayerAssignment(playerID: bruno, team: .teamB),
            ])
            request.gameID = game.id
            let created = try await api.send(.POST, APIPath.gathers, token: token, json: request)
            #expect(created.status == .created)
            let gather = try api.decode(GatherResponse.self, from: created)
            let linked = try api.decode(
                GameResponse.self, from: try await api.send(.GET, APIPath.game(game.id), token: token))
            #expect(linked.gatherID == gather.id)

            // The game is next week: until it is played, it counts in no record.
            #expect(try await Self.record(of: ana, api: api, token: token).gamesIn == 0)
            try await PlayerRecordTests.end(gather, 2, 1, api: api, token: token)

            let anaRecord = try await Self.record(of: ana, api: api, token: token)
            #expect((anaRecord.gamesIn, anaRecord.gamesPlayed, anaRecord.won) == (1, 1, 1))
            let chloeRecord = try await Self.record(of: chloe, api: api, token: token)
            #expect((chloeRecord.gamesIn, chloeRecord.gamesPlayed, chloeRecord.played) == (1, 0, 0))
        }
    }

    @Test("Another account's game cannot be picked from or linked: 404, and no gather is made")
    func anotherAccountsGame() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let (_, game) = try await InviteAnswerTests.game(api: api)
            let mallory = try await api.signUp("mallory")
            let one = try await api.createPlayer(PlayerRequest(name: "One"), token: mallory)
            let two = try await api.createPlayer(PlayerRequest(name: "Two"), token: mallory)

            let picked = try await api.send(.POST, APIPath.pickTeams(ofGame: game.id), token: mallory)
            #expect(picked.status == .notFound)
            var request = GatherCreateRequest(players: [
                GatherPlayerAssignment(playerID: one.id, team: .teamA),
                GatherPlayerAssignment(playerID: two.id, team: .teamB),
            ])
            request.gameID = game.id
            let created = try await api.send(.POST, APIPath.gathers, token: mallory, json: request)
            #expect(created.status == .notFound)
            #expect(try api.reason(of: created) == "No game with id \(game.id) among your games.")
            let gathers = try api.decode(
                [GatherResponse].self, from: try await api.send(.GET, APIPath.gathers, token: mallory))
            #expect(gathers.isEmpty)
        }
    }
}
