import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("A game whose gather has ended is listed with the past games, whatever its date")
struct PlayedGameTests {
    static func games(api: TestAPI, token: String) async throws -> [GameSummary] {
        try api.decode([GameSummary].self, from: try await api.send(.GET, APIPath.games, token: token))
    }

    @Test("Next week's game played today moves to the past once its gather ends", arguments: TestDatabase.all)
    func playedEarly(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await InviteAnswerTests.game(capacity: 2, api: api)
            let later = try await api.send(
                .POST, APIPath.games, token: token,
                json: GameRequest(
                    startsAt: game.startsAt.addingTimeInterval(86_400), timeZone: game.timeZone, place: "Later",
                    capacity: 10))
            #expect(later.status == .created)
            for name in ["Ana", "Bruno"] {
                #expect(try await InviteAnswerTests.answer(name, .in, link: game.inviteToken, api: api).status == .ok)
            }
            let players = try await PickTeamsTests.pick(game, api: api, token: token).players
            var request = GatherCreateRequest(players: [
                GatherPlayerAssignment(playerID: players[0].id, team: .teamA),
                GatherPlayerAssignment(playerID: players[1].id, team: .teamB),
            ])
            request.gameID = game.id
            let gather = try api.decode(
                GatherResponse.self, from: try await api.send(.POST, APIPath.gathers, token: token, json: request))

            let beingPlayed = try await Self.games(api: api, token: token)
            #expect(beingPlayed.map(\.place) == [game.place, "Later"])
            #expect(beingPlayed.allSatisfy { $0.playedAt == nil })

            // Its live link names the match by the game: its time, place and time zone.
            let link = try api.decode(
                WatchLinkResponse.self,
                from: try await api.send(.POST, APIPath.watchLink(ofGather: gather.id), token: token))
            let watched = try api.decode(
                WatchedMatchResponse.self, from: try await api.send(.GET, WatchPath.match(link.token)))
            #expect(watched.playedAt == game.startsAt && watched.place == game.place)
            #expect(watched.timeZone == game.timeZone)

            try await PlayerRecordTests.end(gather, 2, 1, api: api, token: token)

            let played = try await Self.games(api: api, token: token)
            #expect(played.map(\.place) == ["Later", game.place])
            #expect(played[0].playedAt == nil)
            let playedAt = try #require(played[1].playedAt)
            #expect(abs(playedAt.timeIntervalSinceNow) < 60)
            #expect(played[1].isPast(at: Date()))
        }
    }
}
