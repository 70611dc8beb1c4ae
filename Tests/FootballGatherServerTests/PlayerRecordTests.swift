import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("A player's gathers and record")
struct PlayerRecordTests {
    /// Ends `gather` with `score` (the winner follows from it).
    static func end(_ gather: GatherResponse, _ teamA: Int, _ teamB: Int, api: TestAPI, token: String) async throws {
        let score = try #require(GatherScore(teamA: teamA, teamB: teamB))
        let response = try await api.send(
            .PUT, APIPath.gather(gather.id), token: token, json: GatherResultRequest(score: score))
        #expect(response.status == .ok)
    }

    @Test("A player's gathers come a page at a time, newest first, like every list", arguments: TestDatabase.all)
    func gathersArePaged(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
            var created: [UUID] = []
            for _ in 0..<3 {
                created.append(try await api.createGather(teamA: [ana.id], teamB: [ben.id], token: token).id)
            }
            let cy = try await api.createPlayer(PlayerRequest(name: "Cy"), token: token)
            _ = try await api.createGather(teamA: [ben.id], teamB: [cy.id], token: token)

            let pages = try await PaginationTests.allPages(
                GatherResponse.self, from: APIPath.gathers(ofPlayer: ana.id) + "?limit=2", api: api, token: token)

            #expect(pages.map(\.items.count) == [2, 1])
            #expect(pages.flatMap(\.items).map(\.id) == created.reversed())
            #expect(pages.first?.next?.hasPrefix(APIPath.gathers(ofPlayer: ana.id) + "?limit=2&cursor=") == true)
            let badLimit = try await api.send(.GET, APIPath.gathers(ofPlayer: ana.id) + "?limit=0", token: token)
            #expect(badLimit.status == .badRequest)
        }
    }

    @Test(
        "The record counts won, drawn and lost ended gathers and lists the last five, newest first",
        arguments: TestDatabase.all)
    func record(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
            // Oldest first: Ana wins in A, loses in B, draws, wins in B, loses in A, wins in A; one never ended.
            let games: [(anaInA: Bool, a: Int, b: Int)] = [
                (true, 2, 1), (false, 3, 0), (true, 1, 1), (false, 0, 2), (true, 0, 4), (true, 5, 3),
            ]
            for game in games {
                let gather = try await api.createGather(
                    teamA: [game.anaInA ? ana.id : ben.id], teamB: [game.anaInA ? ben.id : ana.id], token: token)
                try await Self.end(gather, game.a, game.b, api: api, token: token)
            }
            _ = try await api.createGather(teamA: [ana.id], teamB: [ben.id], token: token)

            let response = try await api.send(.GET, APIPath.record(ofPlayer: ana.id), token: token)

            #expect(response.status == .ok)
            #expect(
                try api.decode(PlayerRecordResponse.self, from: response)
                    == PlayerRecordResponse(
                        played: 6, won: 3, drawn: 1, lost: 2, lastResults: [.won, .lost, .won, .drawn, .lost]))
            let benRecord = try api.decode(
                PlayerRecordResponse.self,
                from: try await api.send(.GET, APIPath.record(ofPlayer: ben.id), token: token))
            #expect([benRecord.won, benRecord.drawn, benRecord.lost] as [Int] == [2, 1, 3])
        }
    }

    @Test(
        "A player without ended gathers has an empty record; another user's player answers 404",
        arguments: TestDatabase.all)
    func emptyRecordAndOthers(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let other = try await api.signUp("bob")

            let record = try await api.send(.GET, APIPath.record(ofPlayer: ana.id), token: token)
            #expect(
                try api.decode(PlayerRecordResponse.self, from: record)
                    == PlayerRecordResponse(played: 0, won: 0, drawn: 0, lost: 0, lastResults: []))
            #expect(try await api.send(.GET, APIPath.record(ofPlayer: ana.id), token: other).status == .notFound)
            #expect(try await api.send(.GET, APIPath.gathers(ofPlayer: ana.id), token: other).status == .notFound)
        }
    }

    @Test(
        "Several players' records come in one request, in the order asked, each as its own route gives it",
        arguments: TestDatabase.all)
    func records(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
            let cy = try await api.createPlayer(PlayerRequest(name: "Cy"), token: token)
            // Oldest first: Ana beats Ben, they draw, then Ben beats Ana; Cy never plays.
            for (a, b) in [(2, 0), (1, 1), (0, 3)] {
                let gather = try await api.createGather(teamA: [ana.id], teamB: [ben.id], token: token)
                try await Self.end(gather, a, b, api: api, token: token)
            }

            let response = try await api.send(
                .GET, APIPath.records(ofPlayers: [cy.id, ben.id, ana.id, ben.id]), token: token)

            #expect(response.status == .ok)
            let entries = try api.decode([PlayerRecordEntry].self, from: response)
            #expect(entries.map(\.playerId) == [cy.id, ben.id, ana.id])
            #expect(
                entries.map(\.record) == [
                    PlayerRecordResponse(played: 0, won: 0, drawn: 0, lost: 0, lastResults: []),
                    PlayerRecordResponse(played: 3, won: 1, drawn: 1, lost: 1, lastResults: [.won, .drawn, .lost]),
                    PlayerRecordResponse(played: 3, won: 1, drawn: 1, lost: 1, lastResults: [.lost, .drawn, .won]),
                ])
            for entry in entries {
                let single = try await api.send(.GET, APIPath.record(ofPlayer: entry.playerId), token: token)
                #expect(try api.decode(PlayerRecordResponse.self, from: single) == entry.record)
            }
        }
    }

    @Test(
        "Records for no ids, a word that is no id, or too many players answer 400 naming the fault; a stranger's 404",
        arguments: TestDatabase.all)
    func recordsRefusals(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let other = try await api.signUp("bob")
            let tooMany = (0...PlayerRecordsRules.maxPlayers).map { _ in ana.id }
            let refusals: [(path: String, reason: String)] = [
                (APIPath.records, "'ids' must list the players' ids, separated by commas."),
                (APIPath.records + "?ids=", "'ids' must list the players' ids, separated by commas."),
                (APIPath.records + "?ids=\(ana.id),robert", "'ids' holds \"robert\", which is not a player id."),
                (APIPath.records(ofPlayers: tooMany), "'ids' names 51 players; at most 50 are read at once."),
            ]
            for refusal in refusals {
                let response = try await api.send(.GET, refusal.path, token: token)
                #expect(response.status == .badRequest, "\(refusal.path)")
                #expect(try api.decode(APIErrorResponse.self, from: response).reason == refusal.reason)
            }
            let stranger = try await api.send(.GET, APIPath.records(ofPlayers: [ana.id]), token: other)
            #expect(stranger.status == .notFound)
            #expect(try await api.send(.GET, APIPath.records(ofPlayers: [ana.id])).status == .unauthorized)
        }
    }
}
