import Fluent
import FootballGatherAPI
import Foundation
import SQLKit
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("One going live link per gather, however many devices share it at once", .timeLimit(.minutes(2)))
struct OneGoingLinkTests {
    typealias Match = WatchLinkTests.Match

    /// How many devices share one match at the same moment.
    static let devices = 8

    /// The tokens the answers to `shares` name, and their statuses.
    static func tokens(of shares: [LoopbackHTTPClient.Response]) throws -> (tokens: Set<String>, statuses: [Int]) {
        let tokens = try shares.map { try WireCoding.makeDecoder().decode(WatchLinkResponse.self, from: $0.body).token }
        return (Set(tokens), shares.map(\.status).sorted())
    }

    /// The links of `gatherID` not stopped, as stored.
    static func unstopped(ofGather gatherID: UUID, on database: any Database) async throws -> [WatchLinkModel] {
        try await WatchLinkModel.query(on: database).filter(\.$gather.$id == gatherID).filter(\.$stoppedAt == nil).all()
    }

    @Test(
        "Eight devices sharing one match at once all get the same link; Stop then ends it for every one of them",
        arguments: TestDatabase.all)
    func concurrentShares(database: TestDatabase) async throws {
        try await WatchLinkTests.withMatch(on: database) { match in
            let shares = try await withThrowingTaskGroup(of: LoopbackHTTPClient.Response.self) { group in
                for _ in 0..<Self.devices { group.addTask { try await match.share() } }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            let (tokens, statuses) = try Self.tokens(of: shares)
            #expect(tokens.count == 1, "every device names the same link")
            #expect(statuses == Array(repeating: 200, count: Self.devices - 1) + [201])
            #expect(try await Self.unstopped(ofGather: match.gatherID, on: match.server.app.db).count == 1)

            #expect(try await match.stop().status == 204)
            for token in tokens {
                let answer = try await match.watch(token)
                #expect(answer.status == 410)
                #expect(answer.text.contains("The organiser stopped sharing this match."))
            }
            #expect(try await Self.unstopped(ofGather: match.gatherID, on: match.server.app.db).isEmpty)
        }
    }

    @Test("Devices sharing one match at once through two instances on one PostgreSQL get one link")
    func sharesAcrossInstances() async throws {
        try await InstancesTests.withTwoInstances { first, second in
            let token = try await first.signUp("organiser")
            let gatherID = try await Self.gather(on: first, token: token)
            let shares = try await withThrowingTaskGroup(of: LoopbackHTTPClient.Response.self) { group in
                for device in 0..<Self.devices {
                    let server = device.isMultiple(of: 2) ? first : second
                    group.addTask {
                        try await LoopbackHTTPClient.send(
                            "POST", to: server.url.appending(path: APIPath.watchLink(ofGather: gatherID)),
                            headers: [("Authorization", "Bearer \(token)")])
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            let (tokens, statuses) = try Self.tokens(of: shares)
            #expect(tokens.count == 1, "both instances name the same link")
            #expect(statuses == Array(repeating: 200, count: Self.devices - 1) + [201])
            #expect(try await Self.unstopped(ofGather: gatherID, on: first.app.db).count == 1)
        }
    }

    @Test(
        "Stop ends every going link of the gather, an old database's extra ones too, and tells each one's watchers",
        arguments: TestDatabase.all)
    func stopEndsEveryLink(database: TestDatabase) async throws {
        try await WatchLinkTests.withMatch(on: database) { match in
            let db = match.server.app.db
            let older = WatchLinkModel(
                gatherID: match.gatherID, token: TokenDigest.makeToken(), createdAt: Date().addingTimeInterval(-60))
            let newest = WatchLinkModel(gatherID: match.gatherID, token: TokenDigest.makeToken(), createdAt: Date())
            try await db.withConnection { db in
                try await AddOneGoingWatchLink().revert(on: db)
                try await older.create(on: db)
                try await newest.create(on: db)
            }
            #expect(try await Self.unstopped(ofGather: match.gatherID, on: db).count == 2)
            let watcher = try await match.openWatcher(older.token)

            #expect(try await match.stop().status == 204)

            #expect(try await watcher.readToEnd().contains("The organiser stopped sharing this match."))
            for token in [older.token, newest.token] {
                #expect(try await match.watch(token).status == 410)
            }
            #expect(try await Self.unstopped(ofGather: match.gatherID, on: db).isEmpty)
        }
    }

    @Test(
        "The migration keeps the newest going link of each gather and stops the others; its revert lifts the rule",
        arguments: TestDatabase.all)
    func migration(database: TestDatabase) async throws {
        try await WatchLinkTests.withMatch(on: database) { match in
            let now = Date()
            // One connection throughout: SQLite checks DDL against the schema its connection has
            // cached, which another connection's change leaves stale until its next statement.
            try await match.server.app.db.withConnection { db in
                try await AddOneGoingWatchLink().revert(on: db)
                var links: [WatchLinkModel] = []
                for age in [300.0, 200, 100] {
                    let link = WatchLinkModel(
                        gatherID: match.gatherID, token: TokenDigest.makeToken(),
                        createdAt: now.addingTimeInterval(-age))
                    try await link.create(on: db)
                    links.append(link)
                }

                try await AddOneGoingWatchLink().prepare(on: db)

                let going = try await Self.unstopped(ofGather: match.gatherID, on: db)
                #expect(going.map(\.token) == [links[2].token], "the newest goes on")
                let another = WatchLinkModel(gatherID: match.gatherID, token: TokenDigest.makeToken(), createdAt: now)
                await #expect(throws: (any Error).self, "the database refuses a second going link") {
                    try await another.create(on: db)
                }

                try await AddOneGoingWatchLink().revert(on: db)
                try await another.create(on: db)
                #expect(try await Self.unstopped(ofGather: match.gatherID, on: db).count == 2)
            }
        }
    }

    @Test("A deleted gather's link answers 410 saying its organiser deleted the match", arguments: TestDatabase.all)
    func deletedGather(database: TestDatabase) async throws {
        try await WatchLinkTests.withMatch(on: database) { match in
            let link = try await match.sharedToken()
            let deleted = try await LoopbackHTTPClient.send(
                "DELETE", to: match.server.url.appending(path: APIPath.gather(match.gatherID)),
                headers: [("Authorization", "Bearer \(match.token)")])
            #expect(deleted.status == 204)

            let answer = try await match.watch(link)
            #expect(answer.status == 410)
            #expect(answer.text.contains("This match was deleted by its organiser."))
            let watcher = try await match.openWatcher(link)
            #expect(watcher.status == 410)
            #expect(try await match.watch(String(repeating: "Q", count: 43)).status == 404, "a link never made")
        }
    }

    /// A gather of two new players of `token`'s account, made through `server`.
    static func gather(on server: ChangeStreamTests.Server, token: String) async throws -> UUID {
        var assignments: [GatherPlayerAssignment] = []
        for (name, team) in [("Ana", GatherTeam.teamA), ("Ben", .teamB)] {
            let created = try await server.send("POST", APIPath.players, token: token, json: PlayerRequest(name: name))
            let player = try WireCoding.makeDecoder().decode(PlayerResponse.self, from: created.body)
            assignments.append(GatherPlayerAssignment(playerID: player.id, team: team))
        }
        let created = try await server.send(
            "POST", APIPath.gathers, token: token, json: GatherCreateRequest(players: assignments))
        return try WireCoding.makeDecoder().decode(GatherResponse.self, from: created.body).id
    }
}
