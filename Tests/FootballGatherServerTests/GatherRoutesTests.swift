import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("Gathers")
struct GatherRoutesTests {
    /// A signed-up user with four players.
    struct Roster {
        let api: TestAPI
        let token: String
        let players: [PlayerResponse]

        init(app: Application, username: String = "alice") async throws {
            api = TestAPI(app: app)
            token = try await api.signUp(username)
            var players: [PlayerResponse] = []
            for name in ["Ana", "Ben", "Cy", "Dee"] {
                players.append(try await api.createPlayer(PlayerRequest(name: name), token: token))
            }
            self.players = players
        }
    }

    @Test("A gather is created with its players and teams in one request", arguments: TestDatabase.all)
    func create(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            let players = roster.players
            let response = try await roster.api.send(
                .POST, APIPath.gathers, token: roster.token,
                json: GatherCreateRequest(players: [
                    .init(playerID: players[0].id, team: .teamA), .init(playerID: players[1].id, team: .teamB),
                    .init(playerID: players[2].id, team: .teamA),
                ]))

            #expect(response.status == .created)
            let gather = try roster.api.decode(GatherResponse.self, from: response)
            #expect(response.headers.first(name: .location) == APIPath.gather(gather.id))
            #expect(gather.score == nil)
            #expect(gather.winnerTeam == nil)
            #expect(
                gather.players == [
                    .init(player: players[0], team: .teamA), .init(player: players[2], team: .teamA),
                    .init(player: players[1], team: .teamB),
                ])
            #expect(abs(gather.createdAt.timeIntervalSinceNow) < 60)
            let read = try await roster.api.send(.GET, APIPath.gather(gather.id), token: roster.token)
            #expect(try roster.api.decode(GatherResponse.self, from: read) == gather)
        }
    }

    @Test(
        "Invalid gathers answer 400 and leave nothing behind",
        arguments: [
            (
                #"{"players": [{"playerID": "$0", "team": "Bench"}, {"playerID": "$1", "team": "Team B"}]}"#,
                #"'players[0].team' must be "Team A" or "Team B", not "Bench"."#
            ),
            (
                #"{"players": [{"playerID": "$0", "team": "Team A"}, {"playerID": "$1", "team": "Team A"}]}"#,
                "Team B needs at least one player."
            ),
            (#"{"players": []}"#, "Team A needs at least one player."),
            (
                #"{"players": [{"playerID": "$0", "team": "Team A"}, {"playerID": "$0", "team": "Team B"}]}"#,
                "Player $0 is listed more than once."
            ),
            (#"{"players": [{"playerID": "nope", "team": "Team A"}]}"#, "'players[0].playerID' must be a UUID string."),
            (#"{"players": [{"team": "Team A"}]}"#, "'players[0].playerID' is required."),
            (#"{}"#, "'players' is required."),
        ])
    func invalidGather(template: String, reason: String) async throws {
        try await withApp(on: .sqlite) { app in
            let roster = try await Roster(app: app)
            func fill(_ text: String) -> String {
                text.replacingOccurrences(of: "$0", with: roster.players[0].id.uuidString)
                    .replacingOccurrences(of: "$1", with: roster.players[1].id.uuidString)
            }
            let response = try await roster.api.send(
                .POST, APIPath.gathers, token: roster.token, rawBody: fill(template))

            #expect(response.status == .badRequest)
            #expect(try roster.api.reason(of: response) == fill(reason))
            #expect(try await GatherModel.query(on: app.db).count() == 0)
        }
    }

    @Test(
        "A foreign or unknown player part-way through the list rolls the whole gather back",
        arguments: TestDatabase.all)
    func atomicCreation(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let alice = try await Roster(app: app, username: "alice")
            let bob = try await Roster(app: app, username: "bob")
            for intruder in [bob.players[0].id, UUID()] {
                let request = GatherCreateRequest(players: [
                    .init(playerID: alice.players[0].id, team: .teamA),
                    .init(playerID: alice.players[1].id, team: .teamB),
                    .init(playerID: alice.players[2].id, team: .teamA), .init(playerID: intruder, team: .teamB),
                ])
                let response = try await alice.api.send(.POST, APIPath.gathers, token: alice.token, json: request)

                #expect(response.status == .badRequest)
                #expect(try alice.api.reason(of: response) == "Player \(intruder) is not in your roster.")
                #expect(try await GatherModel.query(on: app.db).count() == 0)
                #expect(try await GatherPlayerModel.query(on: app.db).count() == 0)
            }
        }
    }

    @Test(
        "Recording a result stores the score and the winner it implies",
        arguments: [("2:1", GatherWinner.teamA), ("0:3", .teamB), ("4:4", .none), ("99:0", .teamA), ("07:7", .none)])
    func recordResult(score: String, winner: GatherWinner) async throws {
        try await withApp(on: .sqlite) { app in
            let roster = try await Roster(app: app)
            let gather = try await roster.api.createGather(
                teamA: [roster.players[0].id], teamB: [roster.players[1].id], token: roster.token)
            let response = try await roster.api.send(
                .PUT, APIPath.gather(gather.id), token: roster.token,
                json: GatherResultRequest(score: score, winnerTeam: winner))

            #expect(response.status == .ok)
            let ended = try roster.api.decode(GatherResponse.self, from: response)
            var expected = gather
            expected.score = GatherScore(score)?.description
            expected.winnerTeam = winner
            #expect(ended == expected)
        }
    }

    @Test(
        "An invalid result answers 400 naming what is wrong and keeps the gather as it was",
        arguments: [
            (
                #"{"score": "3-1", "winnerTeam": "Team A"}"#,
                #"'score' must be "A:B" with each side a whole number from 0 to 99, not "3-1"."#
            ),
            (
                #"{"score": "100:0", "winnerTeam": "Team A"}"#,
                #"'score' must be "A:B" with each side a whole number from 0 to 99, not "100:0"."#
            ),
            (
                #"{"score": "-1:0", "winnerTeam": "Team B"}"#,
                #"'score' must be "A:B" with each side a whole number from 0 to 99, not "-1:0"."#
            ),
            (
                #"{"score": "1:2:3", "winnerTeam": "Team B"}"#,
                #"'score' must be "A:B" with each side a whole number from 0 to 99, not "1:2:3"."#
            ),
            (
                #"{"score": "2:1", "winnerTeam": "Team B"}"#,
                #"'winnerTeam' must be "Team A" for the score 2:1, not "Team B"."#
            ),
            (
                #"{"score": "1:1", "winnerTeam": "Team A"}"#,
                #"'winnerTeam' must be "None" for the score 1:1, not "Team A"."#
            ),
            (
                #"{"score": "1:1", "winnerTeam": "Draw"}"#,
                #"'winnerTeam' must be "Team A", "Team B" or "None", not "Draw"."#
            ),
            (#"{"score": 21}"#, "'score' must be a string."),
        ])
    func invalidResult(body: String, reason: String) async throws {
        try await withApp(on: .sqlite) { app in
            let roster = try await Roster(app: app)
            let gather = try await roster.api.createGather(
                teamA: [roster.players[0].id], teamB: [roster.players[1].id], token: roster.token)
            let response = try await roster.api.send(
                .PUT, APIPath.gather(gather.id), token: roster.token, rawBody: body)

            #expect(response.status == .badRequest)
            #expect(try roster.api.reason(of: response) == reason)
            let read = try await roster.api.send(.GET, APIPath.gather(gather.id), token: roster.token)
            #expect(try roster.api.decode(GatherResponse.self, from: read) == gather)
        }
    }

    @Test("Gathers are listed newest first and can be deleted", arguments: TestDatabase.all)
    func listAndDelete(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            let ids = roster.players.map(\.id)
            let older = try await roster.api.createGather(teamA: [ids[0]], teamB: [ids[1]], token: roster.token)
            let newer = try await roster.api.createGather(teamA: [ids[2]], teamB: [ids[3]], token: roster.token)

            let list = try await roster.api.send(.GET, APIPath.gathers, token: roster.token)
            #expect(try roster.api.decode([GatherResponse].self, from: list) == [newer, older])

            #expect(
                try await roster.api.send(.DELETE, APIPath.gather(older.id), token: roster.token).status == .noContent)
            #expect(try await roster.api.send(.GET, APIPath.gather(older.id), token: roster.token).status == .notFound)
            #expect(try await GatherPlayerModel.query(on: app.db).count() == 2)
            #expect(try await PlayerModel.query(on: app.db).count() == 4)
        }
    }

    @Test("Deleting a player removes them from past gathers but keeps the gathers", arguments: TestDatabase.all)
    func deletingPlayerCascades(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            let ids = roster.players.map(\.id)
            let gather = try await roster.api.createGather(
                teamA: [ids[0], ids[2]], teamB: [ids[1]], token: roster.token)
            #expect(
                try await roster.api.send(.DELETE, APIPath.player(ids[2]), token: roster.token).status == .noContent)

            let read = try await roster.api.send(.GET, APIPath.gather(gather.id), token: roster.token)
            #expect(
                try roster.api.decode(GatherResponse.self, from: read).players.map(\.player.id) == [ids[0], ids[1]])
        }
    }

    @Test("A gather whose players were all deleted is listed with none", arguments: TestDatabase.all)
    func gatherWithoutPlayersListed(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let roster = try await Roster(app: app)
            let ids = roster.players.map(\.id)
            let gather = try await roster.api.createGather(teamA: [ids[0]], teamB: [ids[1]], token: roster.token)
            for id in ids.prefix(2) {
                #expect(
                    try await roster.api.send(.DELETE, APIPath.player(id), token: roster.token).status == .noContent)
            }

            let list = try await roster.api.send(.GET, APIPath.gathers, token: roster.token)
            #expect(list.status == .ok)
            let gathers = try roster.api.decode([GatherResponse].self, from: list)
            #expect(gathers.map(\.id) == [gather.id])
            #expect(gathers.first?.players == [])
        }
    }
}
