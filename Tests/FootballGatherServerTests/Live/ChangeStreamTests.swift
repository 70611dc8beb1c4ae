import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("The change stream: each account hears its own changes, live and after a reconnect", .timeLimit(.minutes(2)))
struct ChangeStreamTests {
    /// A server listening on a free loopback port, with helpers to call it as a client would.
    struct Server {
        let app: Application
        let url: URL

        /// Registers `username` and returns a bearer token.
        func signUp(_ username: String) async throws -> String {
            let body = try JSONEncoder().encode(UserCreateRequest(username: username, password: "pitch-side-1"))
            let created = try await LoopbackHTTPClient.send(
                "POST", to: url.appending(path: APIPath.users), headers: [("Content-Type", "application/json")],
                body: body)
            #expect(created.status == 201)
            return try await logIn(username)
        }

        /// Logs `username` in once more (another device) and returns its bearer token.
        func logIn(_ username: String) async throws -> String {
            let credentials = Data("\(username):pitch-side-1".utf8).base64EncodedString()
            let login = try await LoopbackHTTPClient.send(
                "POST", to: url.appending(path: APIPath.login), headers: [("Authorization", "Basic \(credentials)")])
            return try WireCoding.makeDecoder().decode(LoginResponse.self, from: login.body).token
        }

        /// Sends `method` to `path` with `token` and a JSON body.
        @discardableResult
        func send<Body: Encodable>(_ method: String, _ path: String, token: String, json: Body) async throws
            -> LoopbackHTTPClient.Response
        {
            try await LoopbackHTTPClient.send(
                method, to: url.appending(path: path),
                headers: [("Authorization", "Bearer \(token)"), ("Content-Type", "application/json")],
                body: try WireCoding.makeEncoder().encode(json))
        }

        /// Opens `GET /api/changes` with `token` from `address`, and waits until the stream started.
        func openChanges(token: String, lastEventID: String? = nil, from address: String = "127.0.0.1")
            async throws -> LoopbackEventStream
        {
            var headers = [("Authorization", "Bearer \(token)"), ("Accept", "text/event-stream")]
            if let lastEventID { headers.append(("Last-Event-ID", lastEventID)) }
            let stream = try await LoopbackEventStream.open(
                url.appending(path: "/api/changes"), headers: headers, from: address)
            if stream.status == 200 { try await stream.read(until: "retry: 2000") }
            return stream
        }
    }

    static func withServer(limits: ChangeStreamLimits = ChangeStreamLimits(), _ test: (Server) async throws -> Void)
        async throws
    {
        try await withApp(on: .sqlite, adjust: { $0.changeStreams = limits }) { app in
            try await whileListening(app) { app, url in try await test(Server(app: app, url: url)) }
        }
    }

    /// The `id:` of the last event in `text`.
    static func lastID(in text: String) -> String? {
        text.split(whereSeparator: \.isNewline).last { $0.hasPrefix("id: ") }.map { String($0.dropFirst(4)) }
    }

    @Test("A player added, a gather started and a goal scored reach the account's stream, not another account's")
    func ownChangesLive() async throws {
        try await Self.withServer { server in
            let alice = try await server.signUp("alice")
            let bob = try await server.signUp("bob")
            let stream = try await server.openChanges(token: alice)
            let header = stream.head.lowercased()
            #expect(header.contains("content-type: text/event-stream"))
            #expect(header.contains("cache-control: no-store"))

            try await server.send("POST", APIPath.players, token: bob, json: PlayerRequest(name: "Bob's"))
            let ana = try await server.send("POST", APIPath.players, token: alice, json: PlayerRequest(name: "Ana"))
            let ben = try await server.send("POST", APIPath.players, token: alice, json: PlayerRequest(name: "Ben"))
            try await stream.read(until: #""topic":"players","version":3"#)
            let players = try [ana, ben].map {
                try WireCoding.makeDecoder().decode(PlayerResponse.self, from: $0.body).id
            }
            let created = try await server.send(
                "POST", APIPath.gathers, token: alice,
                json: GatherCreateRequest(players: [
                    .init(playerID: players[0], team: .teamA), .init(playerID: players[1], team: .teamB),
                ]))
            let gather = try WireCoding.makeDecoder().decode(GatherResponse.self, from: created.body)
            try await server.send(
                "POST", APIPath.operations(ofGather: gather.id), token: alice,
                json: GatherOperation(.addGoal, team: .teamA))
            let text = try await stream.read(until: "gather/\(gather.id.uuidString)")

            #expect(text.components(separatedBy: "event: change").count - 1 == 4)
            #expect(text.contains(#"data: {"topic":"gathers","version":4}"#))
            #expect(text.contains(#"data: {"topic":"gather/\#(gather.id.uuidString)","version":5}"#))
            #expect(!text.contains(#""version":1}"#), "bob's change reached alice's stream")
            #expect(server.app.changeFeed.openStreams == 1)
        }
    }

    @Test(
        "A stream that reconnects with Last-Event-ID is replayed what it missed; an unknown id is told it missed some")
    func reconnect() async throws {
        try await Self.withServer { server in
            let alice = try await server.signUp("alice")
            let first = try await server.openChanges(token: alice)
            try await server.send("POST", APIPath.players, token: alice, json: PlayerRequest(name: "Ana"))
            let lastID = try #require(Self.lastID(in: try await first.read(until: "event: change\ndata")))
            first.close()

            try await server.send("POST", APIPath.players, token: alice, json: PlayerRequest(name: "Ben"))
            try await server.send("POST", APIPath.players, token: alice, json: PlayerRequest(name: "Cy"))
            let resumed = try await server.openChanges(token: alice, lastEventID: lastID)
            let replayed = try await resumed.read(until: #""version":3}"#)
            #expect(replayed.contains(#""version":2}"#))
            #expect(!replayed.contains(#""version":1}"#))

            let stranger = try await server.openChanges(token: alice, lastEventID: "0000-1")
            #expect(try await stranger.read(until: "event: missed").contains("data: {}"))
        }
    }

    @Test("Without a valid token the stream answers 401")
    func needsAToken() async throws {
        try await Self.withServer { server in
            let anonymous = try await LoopbackHTTPClient.send("GET", to: server.url.appending(path: "/api/changes"))
            let forged = try await LoopbackHTTPClient.send(
                "GET", to: server.url.appending(path: "/api/changes"), headers: [("Authorization", "Bearer forged")])

            #expect(anonymous.status == 401)
            #expect(forged.status == 401)
        }
    }

    @Test("Streams from one address stop at its limit with 429 and a sentence, while another address still opens one")
    func limitPerAddress() async throws {
        try await Self.withServer(limits: ChangeStreamLimits(perUser: 50, perAddress: 3)) { server in
            let alice = try await server.signUp("alice")
            var flood: [LoopbackEventStream] = []
            for _ in 0..<3 { flood.append(try await server.openChanges(token: alice, from: "127.0.0.1")) }

            let refused = try await LoopbackHTTPClient.send(
                "GET", to: server.url.appending(path: "/api/changes"), headers: [("Authorization", "Bearer \(alice)")])
            let elsewhere = try await server.openChanges(token: alice, from: "127.0.0.2")

            #expect(flood.allSatisfy { $0.status == 200 })
            #expect(refused.status == 429)
            #expect(refused.header("Retry-After") == "60")
            #expect(refused.text.contains("Too many change streams are open from this address; close one first."))
            #expect(elsewhere.status == 200)
        }
    }

    @Test("A stream ends with its login's logout and with its account; the stream of another login goes on until then")
    func endsWithTheLogin() async throws {
        try await Self.withServer { server in
            let phone = try await server.signUp("alice")
            let laptop = try await server.logIn("alice")
            let phoneStream = try await server.openChanges(token: phone)
            let laptopStream = try await server.openChanges(token: laptop)

            let logout = try await LoopbackHTTPClient.send(
                "DELETE", to: server.url.appending(path: APIPath.logout),
                headers: [("Authorization", "Bearer \(phone)")])
            #expect(logout.status == 204)
            try await phoneStream.readToEnd()
            try await server.send("POST", APIPath.players, token: laptop, json: PlayerRequest(name: "Ana"))
            try await laptopStream.read(until: #""topic":"players""#)
            #expect(server.app.changeFeed.openStreams == 1)

            let deleted = try await LoopbackHTTPClient.send(
                "DELETE", to: server.url.appending(path: APIPath.currentUser),
                headers: [("Authorization", "Bearer \(laptop)")])
            #expect(deleted.status == 204)
            try await laptopStream.readToEnd()
            #expect(server.app.changeFeed.openStreams == 0)
        }
    }

    @Test("A stream ends after its lifetime, so its client comes back with its token")
    func endsAfterItsLifetime() async throws {
        try await Self.withServer(limits: ChangeStreamLimits(lifetime: .milliseconds(300))) { server in
            let alice = try await server.signUp("alice")
            let stream = try await server.openChanges(token: alice)

            try await stream.readToEnd()

            #expect(server.app.changeFeed.openStreams == 0)
        }
    }
}
