import FootballGatherAPI
import Foundation
import SQLKit
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("Live links: anyone with the link watches the match, until its organiser stops it", .timeLimit(.minutes(2)))
struct WatchLinkTests {
    typealias Server = ChangeStreamTests.Server

    /// An organiser with a gather of two players under way, on a listening server.
    struct Match {
        let server: Server
        let token: String
        let gatherID: UUID

        /// Shares the gather's live link and returns the answer.
        @discardableResult
        func share() async throws -> LoopbackHTTPClient.Response {
            try await LoopbackHTTPClient.send(
                "POST", to: server.url.appending(path: APIPath.watchLink(ofGather: gatherID)),
                headers: [("Authorization", "Bearer \(token)")])
        }

        /// The link's token, shared now.
        func sharedToken() async throws -> String {
            try WireCoding.makeDecoder().decode(WatchLinkResponse.self, from: try await share().body).token
        }

        func stop() async throws -> LoopbackHTTPClient.Response {
            try await LoopbackHTTPClient.send(
                "DELETE", to: server.url.appending(path: APIPath.watchLink(ofGather: gatherID)),
                headers: [("Authorization", "Bearer \(token)")])
        }

        func goal(_ team: GatherTeam) async throws {
            try await server.send(
                "POST", APIPath.operations(ofGather: gatherID), token: token,
                json: GatherOperation(.addGoal, team: team))
        }

        /// `GET /api/watch/<link>` from `address`, with no account.
        func watch(_ link: String, from address: String = "127.0.0.1") async throws -> LoopbackHTTPClient.Response {
            try await LoopbackHTTPClient.send(
                "GET", to: server.url.appending(path: WatchPath.match(link)), from: address)
        }

        /// Opens the link's change stream from `address`, with no account.
        func openWatcher(_ link: String, from address: String = "127.0.0.1") async throws -> LoopbackEventStream {
            let stream = try await LoopbackEventStream.open(
                server.url.appending(path: WatchPath.changes(link)), headers: [("Accept", "text/event-stream")],
                from: address)
            if stream.status == 200 { try await stream.read(until: "retry: 2000") }
            return stream
        }
    }

    static func withMatch(
        on database: TestDatabase = .sqlite, limits: ChangeStreamLimits = ChangeStreamLimits(),
        _ test: (Match) async throws -> Void
    ) async throws {
        try await withApp(on: database, adjust: { $0.changeStreams = limits }) { app in
            try await whileListening(app) { app, url in
                let server = Server(app: app, url: url)
                let token = try await server.signUp("organiser")
                var assignments: [GatherPlayerAssignment] = []
                for (name, position, team) in [
                    ("Ana", PlayerPosition.goalkeeper, GatherTeam.teamA), ("Ben", .striker, .teamB),
                ] {
                    let created = try await server.send(
                        "POST", APIPath.players, token: token,
                        json: PlayerRequest(name: name, age: 30, skill: .amateur, preferredPosition: position))
                    let player = try WireCoding.makeDecoder().decode(PlayerResponse.self, from: created.body)
                    assignments.append(GatherPlayerAssignment(playerID: player.id, team: team))
                }
                let created = try await server.send(
                    "POST", APIPath.gathers, token: token, json: GatherCreateRequest(players: assignments))
                let gather = try WireCoding.makeDecoder().decode(GatherResponse.self, from: created.body)
                try await test(Match(server: server, token: token, gatherID: gather.id))
            }
        }
    }

    @Test("Sharing makes one unguessable link; sharing again answers the same link", arguments: TestDatabase.all)
    func shareOnce(database: TestDatabase) async throws {
        try await Self.withMatch(on: database) { match in
            let first = try await match.share()
            let again = try await match.share()
            let link = try WireCoding.makeDecoder().decode(WatchLinkResponse.self, from: first.body)

            #expect(first.status == 201)
            #expect(again.status == 200)
            #expect(try WireCoding.makeDecoder().decode(WatchLinkResponse.self, from: again.body).token == link.token)
            #expect(link.token.count == 43 && WatchLinkRules.isWellFormed(link.token))
            #expect(!link.token.contains(match.gatherID.uuidString))
            #expect(link.path == "/watch/\(link.token)")
            #expect(link.expiresAt == nil)

            let stranger = try await match.server.signUp("stranger")
            let theirs = try await LoopbackHTTPClient.send(
                "POST", to: match.server.url.appending(path: APIPath.watchLink(ofGather: match.gatherID)),
                headers: [("Authorization", "Bearer \(stranger)")])
            #expect(theirs.status == 404)
        }
    }

    @Test("Without an account the link shows the teams' names and positions, the score and the clock, and hears goals")
    func watchLive() async throws {
        try await Self.withMatch { match in
            let link = try await match.sharedToken()
            let watcher = try await match.openWatcher(link, from: "127.0.0.2")
            try await match.goal(.teamA)
            try await match.server.send(
                "POST", APIPath.operations(ofGather: match.gatherID), token: match.token,
                json: GatherOperation(.startClock))

            let heard = try await watcher.read(until: "event: change")
            let answer = try await match.watch(link)
            let watched = try WireCoding.makeDecoder().decode(WatchedMatchResponse.self, from: answer.body)

            #expect(answer.status == 200)
            #expect(watched.teamA == [WatchedPlayer(name: "Ana", position: .goalkeeper)])
            #expect(watched.teamB == [WatchedPlayer(name: "Ben", position: .striker)])
            #expect(watched.score == "1:0")
            #expect(watched.clock?.status == .running)
            let endsAt = try #require(watched.clockEndsAt)
            #expect(abs(endsAt.timeIntervalSinceNow - Double(ClockProgress.defaultSeconds)) < 60)
            #expect(watched.winnerTeam == nil)
            #expect(
                !answer.text.contains("amateur") && !answer.text.contains("\"age\""), "more than names and positions")
            #expect(!heard.contains(match.gatherID.uuidString), "the stream named the gather")
        }
    }

    @Test(
        "Stopping the link closes its watchers with a sentence; the link then answers 410", arguments: TestDatabase.all)
    func stop(database: TestDatabase) async throws {
        try await Self.withMatch(on: database) { match in
            let link = try await match.sharedToken()
            let watcher = try await match.openWatcher(link)

            #expect(try await match.stop().status == 204)
            let farewell = try await watcher.readToEnd()
            let afterwards = try await match.watch(link)
            let reopened = try await match.openWatcher(link)

            #expect(farewell.contains(#"event: ended"#))
            #expect(farewell.contains("The organiser stopped sharing this match."))
            #expect(afterwards.status == 410)
            #expect(afterwards.text.contains("The organiser stopped sharing this match."))
            #expect(reopened.status == 410)
            #expect(match.server.app.changeFeed.openWatchers == 0)
            #expect(try await match.stop().status == 404)
            #expect(try await match.sharedToken() != link)
        }
    }

    @Test("Sharing and stopping in a loop keeps only the last stopped links; the newest still answers 410")
    func stoppedLinksAreBounded() async throws {
        try await Self.withMatch { match in
            var stopped: [String] = []
            for _ in 0..<(WatchLinkController.stoppedKept + 3) {
                stopped.append(try await match.sharedToken())
                #expect(try await match.stop().status == 204)
            }
            _ = try await match.sharedToken()

            let kept = try await WatchLinkModel.query(on: match.server.app.db).count()
            #expect(kept == WatchLinkController.stoppedKept + 1)
            #expect(try await match.watch(stopped.last!).status == 410)
            #expect(try await match.watch(stopped.first!).status == 404)
        }
    }

    @Test("An ended match shows its result; a day later its link has ended (410) and no new one is made")
    func endsADayAfterTheMatch() async throws {
        try await Self.withMatch { match in
            let link = try await match.sharedToken()
            try await match.goal(.teamB)
            try await match.server.send(
                "PUT", APIPath.gather(match.gatherID), token: match.token,
                json: GatherResultRequest(score: "0:1", winnerTeam: .teamB))

            let ended = try WireCoding.makeDecoder().decode(
                WatchedMatchResponse.self, from: try await match.watch(link).body)
            #expect(ended.winnerTeam == .teamB && ended.score == "0:1" && ended.clock == nil)
            let expiresAt = try #require(ended.expiresAt)
            #expect(abs(expiresAt.timeIntervalSinceNow - WatchLinkRules.lifetimeAfterEnd) < 60)

            let sql = try #require(match.server.app.db as? any SQLDatabase)
            try await sql.update(GatherModel.schema).set("ended_at", to: Date().addingTimeInterval(-25 * 3600))
                .where("id", .equal, match.gatherID).run()
            let expired = try await match.watch(link)
            #expect(expired.status == 410)
            #expect(expired.text.contains("This match ended more than a day ago; its live link has ended."))
            #expect(try await match.share().status == 409)
        }
    }

    @Test("Deleting the gather closes its watchers, saying so, and the link says so too (410)")
    func deletedGather() async throws {
        try await Self.withMatch { match in
            let link = try await match.sharedToken()
            let watcher = try await match.openWatcher(link)

            try await LoopbackHTTPClient.send(
                "DELETE", to: match.server.url.appending(path: APIPath.gather(match.gatherID)),
                headers: [("Authorization", "Bearer \(match.token)")])

            #expect(try await watcher.readToEnd().contains("This match was deleted by its organiser."))
            #expect(try await match.watch(link).status == 410)
        }
    }

    @Test("A link that is not one answers 404 with a sentence, whatever its shape")
    func unknownLinks() async throws {
        try await Self.withMatch { match in
            for token in ["abc", String(repeating: "A", count: 43), String(repeating: "!", count: 43), "%00"] {
                let answer = try await match.watch(token)
                #expect(answer.status == 404, "\(token)")
                #expect(answer.text.contains("No match is shared at this link."), "\(token)")
            }
            #expect(try await match.openWatcher(String(repeating: "B", count: 43)).status == 404)
        }
    }

    @Test(
        "Watchers from one address stop at its limit with 429; a full link makes room for other addresses down to a fair share"
    )
    func watcherLimits() async throws {
        let limits = ChangeStreamLimits(watchersPerLink: 5, watchersPerAddress: 3)
        try await Self.withMatch(limits: limits) { match in
            let link = try await match.sharedToken()
            var flood: [LoopbackEventStream] = []
            for _ in 0..<3 { flood.append(try await match.openWatcher(link, from: "127.0.0.1")) }

            let refused = try await match.openWatcher(link, from: "127.0.0.1")
            let elsewhere = try await match.openWatcher(link, from: "127.0.0.2")
            let more = try await match.openWatcher(link, from: "127.0.0.3")
            #expect(flood.allSatisfy { $0.status == 200 })
            #expect(refused.status == 429)
            #expect(refused.text.contains("Too many pages watch matches from this address; close one first."))
            #expect(elsewhere.status == 200 && more.status == 200)

            // The link is full: 127.0.0.1 holds three places, more than its share, and gives up its
            // oldest to each newcomer until it holds as many as they do.
            let fourth = try await match.openWatcher(link, from: "127.0.0.4")
            #expect(fourth.status == 200)
            _ = try await flood[0].readToEnd()
            let fifth = try await match.openWatcher(link, from: "127.0.0.5")
            #expect(fifth.status == 200)
            _ = try await flood[1].readToEnd()
            let past = try await match.openWatcher(link, from: "127.0.0.6")
            #expect(past.status == 429)
            #expect(past.text.contains("This match has as many watchers as it can take"))
            #expect(match.server.app.changeFeed.openWatchers == 5)
            #expect(match.server.app.changeFeed.openStreams == 0)
        }
    }
}
