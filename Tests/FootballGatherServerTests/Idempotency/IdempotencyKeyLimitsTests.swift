import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite(
    "What the Idempotency-Keys keep is bounded per account and per link, purged after a day, and kept across a restart")
struct IdempotencyKeyLimitsTests {
    /// Sends `count` players with keys `prefix-1`, `prefix-2`… for `request`'s account.
    static func fill(_ request: Creation.Request, keys prefix: String, count: Int) async throws {
        for number in 1...count {
            let sent = try await request.send(
                key: "\(prefix)-\(number)", body: PlayerRequest(name: "\(prefix) \(number)"))
            #expect(sent.status == .created)
        }
    }

    @Test(
        "An account keeps its newest keys only: its oldest is forgotten as a new one comes, another account's stay",
        arguments: TestDatabase.all)
    func perAccount(database: TestDatabase) async throws {
        try await withApp(on: database, adjust: { $0.idempotencyLimits.keysPerCaller = 3 }) { app in
            let alice = try await Creation.player.request(on: app, username: "alice")
            let bob = try await Creation.player.request(on: app, username: "bob")
            try await Self.fill(bob, keys: "bob", count: 2)

            try await Self.fill(alice, keys: "alice", count: 5)

            #expect(try await IdempotencyKeyModel.query(on: app.db).filter(\.$caller ~~ "account").count() == 5)
            // Alice's newest three are kept, her first two forgotten; Bob's two are all there.
            #expect(try await alice.send(key: "alice-5", body: PlayerRequest(name: "alice 5")).isReplay)
            #expect(try await alice.send(key: "alice-3", body: PlayerRequest(name: "alice 3")).isReplay)
            #expect(try await bob.send(key: "bob-1", body: PlayerRequest(name: "bob 1")).isReplay)
            #expect(try await bob.send(key: "bob-2", body: PlayerRequest(name: "bob 2")).isReplay)
            let forgotten = try await alice.send(key: "alice-1", body: PlayerRequest(name: "alice 1"))
            #expect(forgotten.status == .created)
            #expect(!forgotten.isReplay)
        }
    }

    @Test("A deleted account's keys go with it; another account's stay", arguments: TestDatabase.all)
    func deletedWithTheAccount(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let alice = try await Creation.player.request(on: app, username: "alice")
            let bob = try await Creation.player.request(on: app, username: "bob")
            #expect(try await alice.send(key: "a").status == .created)
            #expect(try await bob.send(key: "b").status == .created)

            let deleted = try await alice.api.send(.DELETE, APIPath.currentUser, token: alice.token)

            #expect(deleted.status == .noContent)
            #expect(try await IdempotencyKeyModel.query(on: app.db).all().map(\.key) == ["b"])
        }
    }

    @Test(
        "A link keeps its newest keys only, whoever answers through it; another link's stay, from any address",
        arguments: TestDatabase.all)
    func perLink(database: TestDatabase) async throws {
        try await withApp(
            on: database,
            adjust: {
                $0.idempotencyLimits.keysPerCaller = 3
                $0.answerLimits = AnswerLimits(perAddressPerMinute: 1_000)
            }
        ) { app in
            let api = TestAPI(app: app)
            let (token, game) = try await InviteAnswerTests.game(capacity: 10, api: api)
            let other = try api.decode(
                GameResponse.self,
                from: try await api.send(.POST, APIPath.games, token: token, json: GameRoutesTests.request()))
            try await whileListening(app) { _, url in
                func answer(_ name: String, key: String, link: String, from source: String) async throws
                    -> LoopbackHTTPClient.Response
                {
                    let body = try WireCoding.makeEncoder().encode(AnswerRequest(name: name, answer: .in))
                    return try await LoopbackHTTPClient.send(
                        "POST", to: url.appendingPathComponent(String(GamePath.answers(link).dropFirst())),
                        headers: [("Content-Type", "application/json"), (IdempotencyHeaders.key, key)], body: body,
                        from: source)
                }
                func isReplay(_ response: LoopbackHTTPClient.Response) -> Bool {
                    response.header(IdempotencyHeaders.replayed) == "true"
                }
                let kept = try await answer("Zed", key: "other-1", link: other.inviteToken, from: "127.0.0.2")
                #expect(kept.status == 200)

                for number in 1...5 {
                    let source = number.isMultiple(of: 2) ? "127.0.0.1" : "127.0.0.2"
                    let sent = try await answer(
                        "Guest \(number)", key: "k-\(number)", link: game.inviteToken, from: source)
                    #expect(sent.status == 200, "\(sent.text)")
                }

                #expect(isReplay(try await answer("Guest 5", key: "k-5", link: game.inviteToken, from: "127.0.0.1")))
                #expect(isReplay(try await answer("Guest 3", key: "k-3", link: game.inviteToken, from: "127.0.0.1")))
                #expect(isReplay(try await answer("Zed", key: "other-1", link: other.inviteToken, from: "127.0.0.1")))
                // Forgotten: handled afresh, and refused, since the name is claimed and no key came with it.
                let forgotten = try await answer("Guest 1", key: "k-1", link: game.inviteToken, from: "127.0.0.2")
                #expect(forgotten.status == 409)
            }
        }
    }

    @Test(
        "Keys older than a day are purged, the others stay; an expired key is handled afresh",
        arguments: TestDatabase.all)
    func purge(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let request = try await Creation.player.request(on: app)
            #expect(try await request.send(key: "old").status == .created)
            #expect(try await request.send(key: "new", body: request.otherBody).status == .created)
            let old = try #require(try await IdempotencyKeyModel.query(on: app.db).filter(\.$key == "old").first())
            old.createdAt = Date().addingTimeInterval(-24 * 3600 - 1)
            try await old.save(on: app.db)
            let store = IdempotencyKeyStore(database: app.db, limits: app.idempotencyLimits)

            #expect(try await store.purge() == 1)
            #expect(try await IdempotencyKeyModel.query(on: app.db).all().map(\.key) == ["new"])
            #expect(try await store.purge() == 0)
            #expect(try await store.purge(now: Date().addingTimeInterval(24 * 3600 + 1)) == 1)

            // One that expired but was not purged yet counts as gone too.
            #expect(try await request.send(key: "again").status == .created)
            let again = try #require(try await IdempotencyKeyModel.query(on: app.db).filter(\.$key == "again").first())
            again.createdAt = Date().addingTimeInterval(-24 * 3600 - 1)
            try await again.save(on: app.db)
            let afresh = try await request.send(key: "again")
            #expect(afresh.status == .created)
            #expect(!afresh.isReplay)
        }
    }

    @Test("The purge runs with the sessions' purge: at boot, then every interval")
    func purgedAtBoot() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            try await configure(
                app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4, tokenPurgeInterval: 3600))
            let expired = IdempotencyKeyModel(
                caller: "account x", request: "POST api/players", key: "k", bodyDigest: "d",
                createdAt: Date().addingTimeInterval(-25 * 3600))
            try await expired.create(on: app.db)

            try await app.asyncBoot()

            #expect(try await IdempotencyKeyModel.query(on: app.db).count() == 0)
        } catch {
            Issue.record(error)
        }
        try await app.asyncShutdown()
    }

    @Test(
        "A key holds across a restart of the server, and across two instances of one database",
        arguments: TestDatabase.all)
    func acrossRestart(database: TestDatabase) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fg-idempotency-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withApp(
            on: database,
            adjust: {
                if case .sqlite = database {
                    $0.database = .sqlite(path: folder.appendingPathComponent("fg.sqlite").path)
                }
            }
        ) { first in
            let request = try await Creation.player.request(on: first)
            let created = try await request.send(key: "before-restart")
            #expect(created.status == .created)
            let configuration = try #require(first.storage[ServerConfigurationKey.self])

            let second = try await Application.make(.testing)
            second.logger.logLevel = .error
            do {
                try await configure(second, configuration)
                let again = try await TestAPI(app: second).send(
                    .POST, APIPath.players, token: request.token, headers: [IdempotencyHeaders.key: "before-restart"],
                    json: request.body)
                #expect(again.isReplay)
                #expect(again.body.string == created.body.string)
                #expect(try await PlayerModel.query(on: second.db).filter(\.$name == "Cy").count() == 1)
            } catch {
                Issue.record(error)
            }
            try await second.asyncShutdown()
        }
    }
}
