import Fluent
import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Limits")
struct LimitsTests {
    /// 100 characters of "e" with two combining accents each: 500 UTF-8 bytes.
    static let heavyName = String(repeating: "e\u{301}\u{302}", count: 100)

    @Test(
        "Text with control characters or too many UTF-8 bytes answers 400 naming the field, on create and replace",
        arguments: [
            (PlayerRequest(name: "An\u{0}a"), "'name' must not contain control characters."),
            (PlayerRequest(name: "An\u{7}a"), "'name' must not contain control characters."),
            (PlayerRequest(name: "An\u{1B}[31ma"), "'name' must not contain control characters."),
            (PlayerRequest(name: "Two\nlines"), "'name' must not contain control characters."),
            (PlayerRequest(name: "Two\u{2028}lines"), "'name' must not contain control characters."),
            (PlayerRequest(name: "Two\u{2029}paragraphs"), "'name' must not contain control characters."),
            (PlayerRequest(name: "A\u{0}"), "'name' must not contain control characters."),
            (
                PlayerRequest(name: "Ana", favouriteTeam: "Aj\tax"),
                "'favouriteTeam' must not contain control characters."
            ),
            (PlayerRequest(name: heavyName), "'name' must be at most 400 bytes long in UTF-8."),
            (
                PlayerRequest(name: "Ana", favouriteTeam: heavyName),
                "'favouriteTeam' must be at most 400 bytes long in UTF-8."
            ),
        ])
    func invalidText(request: PlayerRequest, reason: String) async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let existing = try await api.createPlayer(PlayerRequest(name: "Kept"), token: token)

            let created = try await api.send(.POST, APIPath.players, token: token, json: request)
            #expect(created.status == .badRequest)
            #expect(try api.reason(of: created) == reason)
            let replaced = try await api.send(.PUT, APIPath.player(existing.id), token: token, json: request)
            #expect(replaced.status == .badRequest)
            #expect(try api.reason(of: replaced) == reason)

            let stored = try await PlayerModel.query(on: app.db).all()
            #expect(stored.map(\.name) == ["Kept"])
        }
    }

    @Test(
        "Text at the limits is accepted: 100 four-byte characters, surrounding newlines trimmed",
        arguments: TestDatabase.all)
    func textAtTheLimits(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let name = String(repeating: "\u{1D538}", count: 100)
            #expect(name.utf8.count == PlayerRules.nameMaxBytes)
            let player = try await api.createPlayer(
                PlayerRequest(name: name, favouriteTeam: "\n Ajax \r\n"), token: token)

            #expect(player == PlayerResponse(id: player.id, name: name, favouriteTeam: "Ajax"))
            let stored = try #require(try await PlayerModel.find(player.id, on: app.db))
            #expect(stored.name == name)
        }
    }

    @Test("A username with too many UTF-8 bytes or a line separator answers 400 and creates no account")
    func usernameLimits() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let cases = [
                (
                    String(repeating: "e\u{301}\u{302}", count: 64),
                    "'username' must be at most 256 bytes long in UTF-8."
                ),
                ("ana\u{2028}ben", "'username' must not contain control characters."),
            ]
            for (username, reason) in cases {
                let response = try await api.send(
                    .POST, APIPath.users, json: UserCreateRequest(username: username, password: "secret-password"))
                #expect(response.status == .badRequest)
                #expect(try api.reason(of: response) == reason)
            }
            #expect(try await UserModel.query(on: app.db).count() == 0)
        }
    }

    @Test("A body over 64 KB answers 413 naming the limit and creates nothing; one just under it is read")
    func bodyLimit() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            #expect(app.routes.defaultMaxBodySize.value == 64 * 1024)
            let padded = #"{"name": "Ana""# + String(repeating: " ", count: 60_000) + "}"
            let accepted = try await api.send(.POST, APIPath.players, token: token, rawBody: padded)
            #expect(accepted.status == .created)

            let huge = #"{"name": "A", "favouriteTeam": ""# + String(repeating: "x", count: 64 * 1024) + #""}"#
            let refused = try await api.send(.POST, APIPath.players, token: token, rawBody: huge)
            #expect(refused.status == .payloadTooLarge)
            #expect(try api.reason(of: refused) == "The request body is larger than the 64 KB limit.")
            #expect(try await PlayerModel.query(on: app.db).all().map(\.name) == ["Ana"])
        }
    }

    @Test("Over real HTTP, a body Vapor refuses while reading it gets the same 413 sentence")
    func bodyLimitOverHTTP() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            var headers = HTTPHeaders()
            headers.bearerAuthorization = BearerAuthorization(token: token)
            headers.contentType = .json
            let huge = #"{"name": "A", "favouriteTeam": ""# + String(repeating: "x", count: 200_000) + #""}"#
            let response = try await app.testing(method: .running(port: 0)).performTest(
                request: TestingHTTPRequest(
                    method: .POST, url: URI(path: APIPath.players), headers: headers, body: ByteBuffer(string: huge)))

            #expect(response.status == .payloadTooLarge)
            #expect(try api.reason(of: response) == "The request body is larger than the 64 KB limit.")
            #expect(try await PlayerModel.query(on: app.db).count() == 0)
        }
    }

    @Test(
        "A gather takes at most 50 players: 51 answer 400 before anything is written, 50 are created",
        arguments: TestDatabase.all)
    func gatherSize(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let strangers = (0..<51).map {
                GatherPlayerAssignment(playerID: UUID(), team: $0 % 2 == 0 ? .teamA : .teamB)
            }
            let refused = try await api.send(
                .POST, APIPath.gathers, token: token, json: GatherCreateRequest(players: strangers))
            #expect(refused.status == .badRequest)
            #expect(try api.reason(of: refused) == "A gather takes at most 50 players.")
            #expect(try await GatherModel.query(on: app.db).count() == 0)

            var ids: [UUID] = []
            for index in 0..<GatherRules.maxPlayers {
                ids.append(try await api.createPlayer(PlayerRequest(name: "P\(index)"), token: token).id)
            }
            let gather = try await api.createGather(
                teamA: Array(ids.prefix(25)), teamB: Array(ids.suffix(25)), token: token)
            #expect(gather.players.count == 50)
            #expect(try await GatherPlayerModel.query(on: app.db).count() == 50)
        }
    }
}
