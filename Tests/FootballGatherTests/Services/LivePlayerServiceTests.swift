import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

@Suite("Live player service")
struct LivePlayerServiceTests {
    static let baseURL = URL(string: "http://127.0.0.1:8080")!
    static let bearer = ["Accept": "application/json", "Authorization": "Bearer token-1"]
    static let bearerJSON = bearer.merging(["Content-Type": "application/json"]) { $1 }
    static let alice = PlayerFixtures.alice
    static let aliceJSON = """
        {"age":30,"favouriteTeam":"Real Madrid","id":"\(alice.id)","name":"Alice",\
        "preferredPosition":"defender","skill":"amateur"}
        """
    static let bobJSON = """
        {"age":null,"favouriteTeam":null,"id":"\(PlayerFixtures.bob.id)","name":"Bob",\
        "preferredPosition":null,"skill":null}
        """

    func service(_ transport: FakeTransport) -> LivePlayerService {
        LivePlayerService(
            client: APIClient(
                baseURL: Self.baseURL, transport: transport,
                credentials: InMemoryCredentialStore(session: PlayerFixtures.session)))
    }

    @Test("The roster is fetched with the bearer token")
    func players() async throws {
        let transport = FakeTransport(status: 200, body: "[\(Self.aliceJSON),\(Self.bobJSON)]")
        #expect(try await service(transport).players() == [PlayerFixtures.alice, PlayerFixtures.bob])
        #expect(
            transport.requests == [
                SentRequest(method: "GET", url: "http://127.0.0.1:8080/api/players?limit=200", headers: Self.bearer)
            ])
    }

    @Test("A player's record is one GET of the record route, its last results decoded")
    func record() async throws {
        let transport = FakeTransport(
            status: 200, body: #"{"played":3,"won":2,"drawn":0,"lost":1,"lastResults":["W","L","W"]}"#)
        #expect(
            try await service(transport).record(ofPlayer: Self.alice.id)
                == PlayerRecordResponse(played: 3, won: 2, drawn: 0, lost: 1, lastResults: [.won, .lost, .won]))
        #expect(
            transport.requests == [
                SentRequest(
                    method: "GET", url: "http://127.0.0.1:8080/api/players/\(Self.alice.id)/record",
                    headers: Self.bearer)
            ])
    }

    @Test("Several players' records are one GET naming their ids, answered by player")
    func records() async throws {
        let bob = PlayerFixtures.bob.id
        let transport = FakeTransport(
            status: 200,
            body: """
                [{"playerId":"\(Self.alice.id)","record":{"played":1,"won":0,"drawn":1,"lost":0,"lastResults":["D"]}},\
                {"playerId":"\(bob)","record":{"played":0,"won":0,"drawn":0,"lost":0,"lastResults":[]}}]
                """)
        let records = try await service(transport).records(ofPlayers: [Self.alice.id, bob])
        #expect(records[Self.alice.id]?.lastResults == [.drawn])
        #expect(records[bob]?.played == 0)
        #expect(
            transport.requests.map(\.url) == ["http://127.0.0.1:8080/api/players/records?ids=\(Self.alice.id),\(bob)"])
    }

    @Test("More players than one request may name are read fifty at a time")
    func recordsInBatches() async throws {
        let transport = FakeTransport([.response(status: 200, body: "[]"), .response(status: 200, body: "[]")])
        let ids = (1...51).map { UUID(fake: $0, kind: 1) }
        _ = try await service(transport).records(ofPlayers: ids)
        #expect(transport.requests.map { $0.url.split(separator: ",").count } == [50, 1])
    }

    @Test("Creating posts the request body with an Idempotency-Key from the event, and returns the stored player")
    func create() async throws {
        let transport = FakeTransport(status: 201, body: Self.bobJSON)
        let origin = uniqueEventOrigin()
        let created = try await EventOrigin.$current.withValue(origin) {
            try await service(transport).createPlayer(PlayerRequest(name: "Bob"))
        }
        #expect(created == PlayerFixtures.bob)
        #expect(
            transport.requests == [
                SentRequest(
                    method: "POST", url: "http://127.0.0.1:8080/api/players",
                    headers: withIdempotencyKey(Self.bearerJSON, origin: origin, kind: "player"),
                    body: #"{"name":"Bob"}"#)
            ])
    }

    @Test("Updating puts every field of the player, only if the server still has the copy it replaces")
    func update() async throws {
        let transport = FakeTransport(status: 200, body: Self.aliceJSON)
        var original = Self.alice
        original.age = 29
        #expect(try await service(transport).updatePlayer(Self.alice, replacing: original) == Self.alice)
        #expect(
            transport.requests == [
                SentRequest(
                    method: "PUT", url: "http://127.0.0.1:8080/api/players/\(Self.alice.id.uuidString)",
                    headers: Self.bearerJSON.merging(["If-Match": PlayerResponse(original).entityTag]) { $1 },
                    body:
                        #"{"age":30,"favouriteTeam":"Real Madrid","name":"Alice","preferredPosition":"defender","skill":"amateur"}"#
                )
            ])
    }

    @Test("Deleting sends DELETE to the player's path; a missing player is reported")
    func delete() async throws {
        let transport = FakeTransport([.response(status: 204, body: ""), .response(status: 404, body: "")])
        let players = service(transport)
        try await players.deletePlayer(id: Self.alice.id)
        await #expect(throws: ServiceError.notFound) { try await players.deletePlayer(id: Self.alice.id) }
        #expect(
            transport.requests.first
                == SentRequest(
                    method: "DELETE", url: "http://127.0.0.1:8080/api/players/\(Self.alice.id.uuidString)",
                    headers: Self.bearer))
    }
}
