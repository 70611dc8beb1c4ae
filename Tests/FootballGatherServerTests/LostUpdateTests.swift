import Fluent
import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Entity tags and lost updates")
struct LostUpdateTests {
    static let stalePlayer = "This player was changed since you read it; load it again before saving."
    static let staleGather = "This gather was changed since you read it; load it again before saving."

    static func ifMatch(_ value: String) -> HTTPHeaders {
        ["If-Match": value]
    }

    @Test(
        "A player's GET, POST and PUT carry its ETag; a PUT with a stale If-Match answers 412 and changes nothing",
        arguments: TestDatabase.all)
    func playerTags(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let created = try await api.send(.POST, APIPath.players, token: token, json: PlayerRequest(name: "Ana"))
            let ana = try api.decode(PlayerResponse.self, from: created)
            #expect(created.headers[.eTag] == [ana.entityTag])
            let read = try await api.send(.GET, APIPath.player(ana.id), token: token)
            #expect(read.headers[.eTag] == [ana.entityTag])

            let renamed = try await api.send(
                .PUT, APIPath.player(ana.id), token: token, headers: Self.ifMatch(ana.entityTag),
                json: PlayerRequest(name: "Ana Maria", age: 30))
            #expect(renamed.status == .ok)
            let current = try api.decode(PlayerResponse.self, from: renamed)
            #expect(current == PlayerResponse(id: ana.id, name: "Ana Maria", age: 30))
            #expect(renamed.headers[.eTag] == [current.entityTag])
            #expect(current.entityTag != ana.entityTag)

            for stale in [ana.entityTag, "W/\(current.entityTag)", "\"other\""] {
                let refused = try await api.send(
                    .PUT, APIPath.player(ana.id), token: token, headers: Self.ifMatch(stale),
                    json: PlayerRequest(name: "Lost"))
                #expect(refused.status == .preconditionFailed)
                #expect(try api.reason(of: refused) == Self.stalePlayer)
            }
            let stored = try #require(try await PlayerModel.find(ana.id, on: app.db))
            #expect(try stored.response() == current)

            let accepted = [
                (ifMatch: "\"other\", \(current.entityTag)", name: "Listed"), (ifMatch: "*", name: "Anyone"),
            ]
            var latest = current
            for (header, name) in accepted {
                let response = try await api.send(
                    .PUT, APIPath.player(ana.id), token: token, headers: Self.ifMatch(header),
                    json: PlayerRequest(name: name))
                #expect(response.status == .ok)
                latest = try api.decode(PlayerResponse.self, from: response)
                #expect(latest == PlayerResponse(id: ana.id, name: name))
            }
            for malformed in ["", "abc", "\"open"] {
                let refused = try await api.send(
                    .PUT, APIPath.player(ana.id), token: token, headers: Self.ifMatch(malformed),
                    json: PlayerRequest(name: "Lost"))
                #expect(refused.status == .badRequest)
                #expect(
                    try api.reason(of: refused)
                        == "'If-Match' must be * or a comma-separated list of quoted entity tags, not \"\(malformed)\"."
                )
            }
            #expect(try await PlayerModel.find(ana.id, on: app.db)?.name == latest.name)
            let unconditional = try await api.send(
                .PUT, APIPath.player(ana.id), token: token, json: PlayerRequest(name: "No header"))
            #expect(unconditional.status == .ok)
            #expect(try await PlayerModel.find(ana.id, on: app.db)?.name == "No header")
        }
    }

    @Test(
        "Concurrent PUTs with the same If-Match: exactly one wins, the others answer 412", arguments: TestDatabase.all)
    func concurrentPlayerUpdates(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let statuses = try await withThrowingTaskGroup(of: (String, HTTPStatus).self) { group in
                for index in 0..<8 {
                    group.addTask {
                        let response = try await api.send(
                            .PUT, APIPath.player(ana.id), token: token, headers: Self.ifMatch(ana.entityTag),
                            json: PlayerRequest(name: "Writer \(index)"))
                        return ("Writer \(index)", response.status)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            let winners = statuses.filter { $0.1 == .ok }.map(\.0)
            #expect(winners.count == 1)
            #expect(statuses.filter { $0.1 == .preconditionFailed }.count == 7)
            #expect(try await PlayerModel.find(ana.id, on: app.db)?.name == winners.first)
        }
    }

    @Test(
        "A gather's GET, POST and PUT carry its ETag; stale If-Match is 412; ending it twice is 409",
        arguments: TestDatabase.all)
    func gatherTagsAndEnding(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
            let created = try await api.send(
                .POST, APIPath.gathers, token: token,
                json: GatherCreateRequest(players: [
                    .init(playerID: ana.id, team: .teamA), .init(playerID: ben.id, team: .teamB),
                ]))
            #expect(created.status == .created)
            let gather = try api.decode(GatherResponse.self, from: created)
            #expect(created.headers[.eTag] == [gather.entityTag])
            let read = try await api.send(.GET, APIPath.gather(gather.id), token: token)
            #expect(read.headers[.eTag] == [gather.entityTag])

            let stale = try await api.send(
                .PUT, APIPath.gather(gather.id), token: token, headers: Self.ifMatch("\"0000000000000000\""),
                json: GatherResultRequest(score: "1:0", winnerTeam: .teamA))
            #expect(stale.status == .preconditionFailed)
            #expect(try api.reason(of: stale) == Self.staleGather)
            #expect(try await GatherModel.find(gather.id, on: app.db)?.score == nil)

            let ended = try await api.send(
                .PUT, APIPath.gather(gather.id), token: token, headers: Self.ifMatch(gather.entityTag),
                json: GatherResultRequest(score: "2:1", winnerTeam: .teamA))
            #expect(ended.status == .ok)
            let result = try api.decode(GatherResponse.self, from: ended)
            var expected = gather
            expected.score = "2:1"
            expected.winnerTeam = .teamA
            #expect(result == expected)
            #expect(ended.headers[.eTag] == [result.entityTag])
            #expect(result.entityTag != gather.entityTag)

            for headers in [HTTPHeaders(), Self.ifMatch(result.entityTag), Self.ifMatch(gather.entityTag)] {
                let again = try await api.send(
                    .PUT, APIPath.gather(gather.id), token: token, headers: headers,
                    json: GatherResultRequest(score: "0:3", winnerTeam: .teamB))
                #expect(again.status == .conflict)
                #expect(try api.reason(of: again) == "This gather has already ended.")
            }
            let stored = try #require(try await GatherModel.find(gather.id, on: app.db))
            #expect(stored.score == "2:1")
            #expect(stored.winnerTeam == "Team A")
        }
    }
}
