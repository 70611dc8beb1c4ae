import Fluent
import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("A creating POST with an Idempotency-Key counts once, as Stripe's API does")
struct IdempotencyKeyTests {
    static let stillRunning = "A request with this Idempotency-Key is still being handled; try again in a moment."
    static let otherBody =
        "This Idempotency-Key was sent before with another request body; use a new key for a new request."

    @Test(
        "A repeat answers the first answer again (status, Location, ETag, body), marked replayed, and creates nothing",
        arguments: TestDatabase.all, Creation.allCases)
    func repeatIsReplayed(database: TestDatabase, creation: Creation) async throws {
        try await withApp(on: database) { app in
            let request = try await creation.request(on: app)
            let before = try await request.count()

            let first = try await request.send(key: "tab-1:4:\(creation).1")
            #expect(first.status == creation.createdStatus, "\(first.body.string)")
            #expect(!first.isReplay)
            let again = try await request.send(key: "tab-1:4:\(creation).1")

            #expect(again.status == first.status)
            #expect(again.isReplay)
            #expect(again.body.string == first.body.string)
            #expect(again.headers.first(name: .location) == first.headers.first(name: .location))
            #expect(again.headers.first(name: .eTag) == first.headers.first(name: .eTag))
            #expect(again.headers.contentType == .json)
            #expect(try await request.count() == before + 1)
            // Another key is another request.
            let other = try await request.send(key: "tab-1:5:\(creation).1", body: request.otherBody)
            #expect(other.status == creation.createdStatus, "\(other.body.string)")
            #expect(!other.isReplay)
        }
    }

    @Test(
        "The key sent again with another body answers 422 with a sentence, and writes nothing",
        arguments: TestDatabase.all, Creation.allCases)
    func otherBodyIsRefused(database: TestDatabase, creation: Creation) async throws {
        try await withApp(on: database) { app in
            let request = try await creation.request(on: app)
            #expect(try await request.send(key: "k-1").status == creation.createdStatus)
            let count = try await request.count()

            let refused = try await request.send(key: "k-1", body: request.otherBody)

            #expect(refused.status == .unprocessableEntity)
            #expect(try request.api.reason(of: refused) == Self.otherBody)
            #expect(try await request.count() == count)
        }
    }

    @Test(
        "A repeat while the first is still being handled answers 409 with a sentence; one abandoned a minute ago is handled afresh",
        arguments: TestDatabase.all, Creation.allCases)
    func repeatWhileRunning(database: TestDatabase, creation: Creation) async throws {
        try await withApp(on: database) { app in
            let request = try await creation.request(on: app)
            let first = try await request.send(key: "first")
            #expect(first.status == creation.createdStatus)
            // The first request's key as it stands while it is handled: claimed, with no answer yet.
            let held = try #require(try await IdempotencyKeyModel.query(on: app.db).first())
            held.status = nil
            try await held.save(on: app.db)
            let count = try await request.count()

            let refused = try await request.send(key: "first")
            #expect(refused.status == .conflict)
            #expect(try request.api.reason(of: refused) == Self.stillRunning)
            #expect(try await request.count() == count)

            held.createdAt = Date().addingTimeInterval(-61)
            try await held.save(on: app.db)
            let afresh = try await request.send(key: "first", body: request.otherBody)
            #expect(afresh.status == creation.createdStatus, "\(afresh.body.string)")
            #expect(!afresh.isReplay)
        }
    }

    @Test(
        "Five sends of one key at once create one thing: the others answer 409 while it is handled, or its answer after",
        arguments: TestDatabase.all, Creation.allCases)
    func concurrentRepeats(database: TestDatabase, creation: Creation) async throws {
        try await withApp(on: database) { app in
            let request = try await creation.request(on: app)
            let before = try await request.count()

            let answers = try await withThrowingTaskGroup(of: (HTTPStatus, Bool).self) { group in
                for _ in 0..<5 {
                    group.addTask {
                        let response = try await request.send(key: "at-once")
                        return (response.status, response.isReplay)
                    }
                }
                return try await group.reduce(into: [(HTTPStatus, Bool)]()) { $0.append($1) }
            }

            #expect(answers.filter { $0 == (creation.createdStatus, false) }.count == 1)
            #expect(answers.allSatisfy { $0.0 == .conflict || $0.0 == creation.createdStatus })
            #expect(try await request.count() == before + 1)
        }
    }

    @Test(
        "A failed request is not kept: the key can be sent again, with the body fixed, and is handled then",
        arguments: TestDatabase.all)
    func failureIsNotKept(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let request = try await Creation.player.request(on: app)

            let refused = try await request.send(key: "add-cy", body: PlayerRequest(name: "Cy", age: 200))
            #expect(refused.status == .badRequest)
            #expect(try await IdempotencyKeyModel.query(on: app.db).count() == 0)
            let fixed = try await request.send(key: "add-cy")
            #expect(fixed.status == .created)
            #expect(!fixed.isReplay)
            #expect(try await IdempotencyKeyModel.query(on: app.db).count() == 1)
        }
    }

    @Test(
        "A key is refused with a sentence when it is empty, longer than 255 characters, not visible ASCII, or sent twice",
        arguments: TestDatabase.all, [[""], [String(repeating: "k", count: 256)], ["two words"], ["clé"], ["a", "b"]])
    func badKeys(database: TestDatabase, keys: [String]) async throws {
        try await withApp(on: database) { app in
            let request = try await Creation.player.request(on: app)
            var headers = HTTPHeaders()
            for key in keys { headers.add(name: IdempotencyHeaders.key, value: key) }

            let refused = try await request.api.send(
                .POST, APIPath.players, token: request.token, headers: headers, json: request.body)

            #expect(refused.status == .badRequest)
            #expect(
                try request.api.reason(of: refused)
                    == "'Idempotency-Key' must be sent once, with 1 to 255 visible ASCII characters (no spaces).")
            #expect(try await PlayerModel.query(on: app.db).filter(\.$name == "Cy").count() == 0)
        }
    }

    @Test("A key of 255 visible characters is taken")
    func longestKey() async throws {
        try await withApp(on: .sqlite) { app in
            let request = try await Creation.player.request(on: app)
            let key = String(repeating: "~", count: 255)
            #expect(try await request.send(key: key).status == .created)
            #expect(try await request.send(key: key).isReplay)
        }
    }

    @Test(
        "A key belongs to its account, method and path: another account, or another route, with the same key is another request",
        arguments: TestDatabase.all)
    func scope(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let alice = try await Creation.player.request(on: app, username: "alice")
            let bob = try await Creation.player.request(on: app, username: "bob")

            #expect(try await alice.send(key: "same").status == .created)
            let bobs = try await bob.send(key: "same")
            #expect(bobs.status == .created)
            #expect(!bobs.isReplay)
            let game = try await alice.send(key: "same", body: GameRoutesTests.request(), path: APIPath.games)
            #expect(game.status == .created)
            #expect(!game.isReplay)
            #expect(try await PlayerModel.query(on: app.db).filter(\.$name == "Cy").count() == 2)
        }
    }

    @Test(
        "An answer through a link with a key is kept for the link: a re-sent answer, whose key was lost, gets it again instead of 409",
        arguments: TestDatabase.all)
    func resentAnswer(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let request = try await Creation.answer.request(on: app)
            let first = try await request.send(key: "page-1:9:answer.1")
            let claimKey = try request.api.decode(AnswerResponse.self, from: first).key

            let again = try await request.send(key: "page-1:9:answer.1")
            #expect(again.status == .ok)
            #expect(again.isReplay)
            #expect(try request.api.decode(AnswerResponse.self, from: again).key == claimKey)
            // Without the key, the same answer from a browser that lost the claim key is refused.
            #expect(try await request.send(key: nil).status == .conflict)
        }
    }
}
