import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("Everyone watching a game's link sees answers arrive, and hears when the link goes")
struct InviteLiveTests {
    @Test("An answer reaches the link's watchers and the organiser's stream; a new link ends the old one's watchers")
    func answersArriveLive() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await InviteAnswerTests.game(capacity: 2, api: api)
            try await whileListening(app) { app, url in
                let link = game.inviteToken
                let watcher = try await LoopbackEventStream.open(
                    url.appending(path: GamePath.invite(link) + "/changes"), headers: [("Accept", "text/event-stream")],
                    from: "127.0.0.2")
                #expect(watcher.status == 200)
                try await watcher.read(until: "retry: 2000")
                let organiser = try await LoopbackEventStream.open(
                    url.appending(path: APIPath.changes),
                    headers: [("Authorization", "Bearer \(token)"), ("Accept", "text/event-stream")])
                try await organiser.read(until: "retry: 2000")

                let body = try WireCoding.makeEncoder().encode(AnswerRequest(name: "Ana", answer: .in))
                let answered = try await LoopbackHTTPClient.send(
                    "POST", to: url.appending(path: GamePath.answers(link)),
                    headers: [("Content-Type", "application/json")], body: body, from: "127.0.0.3")
                #expect(answered.status == 200)
                try await watcher.read(until: "event: change")
                try await organiser.read(until: #""topic":"game/\#(game.id.uuidString)""#)

                let renewed = try await api.send(.POST, APIPath.inviteLink(ofGame: game.id), token: token)
                #expect(renewed.status == .ok)
                let farewell = try await watcher.read(until: "event: ended")
                #expect(farewell.contains("replaced by a newer one"))
                #expect(app.changeFeed.openWatchers == 0)
            }
        }
    }

    @Test("Watchers of a link from 127.0.0.1 past its allowance are refused with 429; 127.0.0.2 still watches")
    func watcherFlood() async throws {
        try await withApp(on: .sqlite, adjust: { $0.changeStreams = ChangeStreamLimits(watchersPerAddress: 2) }) {
            app in
            let api = TestAPI(app: app)
            let (_, game) = try await InviteAnswerTests.game(api: api)
            try await whileListening(app) { _, url in
                let changes = url.appending(path: GamePath.invite(game.inviteToken) + "/changes")
                func open(from source: String) async throws -> LoopbackEventStream {
                    try await LoopbackEventStream.open(
                        changes, headers: [("Accept", "text/event-stream")], from: source)
                }
                let kept = [try await open(from: "127.0.0.1"), try await open(from: "127.0.0.1")]
                #expect(kept.map(\.status) == [200, 200])
                let refused = try await open(from: "127.0.0.1")
                #expect(refused.status == 429)
                let other = try await open(from: "127.0.0.2")
                #expect(other.status == 200)
                for stream in kept + [refused, other] { stream.close() }
            }
        }
    }

    @Test("A link that is no game's cannot be watched")
    func unknownLink() async throws {
        try await withApp(on: .sqlite) { app throws in
            let api = TestAPI(app: app)
            let guessed = String(repeating: "B", count: GameRules.tokenLength)
            #expect(try await api.send(.GET, GamePath.invite(guessed) + "/changes").status == .notFound)
        }
    }
}
