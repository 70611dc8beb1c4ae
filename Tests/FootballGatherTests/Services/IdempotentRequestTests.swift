import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The app's creating requests carry an Idempotency-Key and go again with it when no answer came")
struct IdempotentRequestTests {
    static let baseURL = URL(string: "http://127.0.0.1:8080")!
    static let bobJSON = """
        {"age":null,"favouriteTeam":null,"id":"\(PlayerFixtures.bob.id)","name":"Bob",\
        "preferredPosition":null,"skill":null}
        """

    func client(_ transport: FakeTransport) -> APIClient {
        APIClient(
            baseURL: Self.baseURL, transport: transport,
            credentials: InMemoryCredentialStore(session: PlayerFixtures.session))
    }

    @Test("A creating POST that got no answer is sent once more with the same key, and its answer is used")
    func retriesWithTheSameKey() async throws {
        let transport = FakeTransport([
            .failure(URLError(.networkConnectionLost)), .response(status: 201, body: Self.bobJSON),
        ])
        let players = LivePlayerService(client: client(transport))

        #expect(try await players.createPlayer(PlayerRequest(name: "Bob")) == PlayerFixtures.bob)

        let keys = transport.requests.map { $0.headers["Idempotency-Key"] }
        #expect(keys.count == 2)
        #expect(keys[0] != nil)
        #expect(keys[0] == keys[1])
        #expect(transport.requests[0].body == transport.requests[1].body)
    }

    @Test("Outside any event each creating POST gets a key of its own; a second failure is reported as unreachable")
    func freshKeysOutsideEvents() async throws {
        let transport = FakeTransport([
            .response(status: 201, body: Self.bobJSON), .failure(URLError(.networkConnectionLost)),
            .failure(URLError(.networkConnectionLost)),
        ])
        let players = LivePlayerService(client: client(transport))

        _ = try await players.createPlayer(PlayerRequest(name: "Bob"))
        await #expect(throws: ServiceError.unreachable(address: Self.baseURL.absoluteString)) {
            try await players.createPlayer(PlayerRequest(name: "Bob"))
        }

        let keys = transport.requests.compactMap { $0.headers["Idempotency-Key"] }
        #expect(keys.count == 3)
        #expect(keys[0] != keys[1])
        #expect(keys[1] == keys[2])
        #expect(keys.allSatisfy { UUID(uuidString: $0) != nil })
    }

    @Test("A request without a key (a goal, a delete) is not sent again by the client")
    func noRetryWithoutKey() async throws {
        let transport = FakeTransport([.failure(URLError(.networkConnectionLost))])
        let gathers = LiveGatherService(client: client(transport))

        await #expect(throws: ServiceError.unreachable(address: Self.baseURL.absoluteString)) {
            try await gathers.deleteGather(id: UUID(fake: 1, kind: 3))
        }
        #expect(transport.requests.count == 1)
    }

    @Test("An operation the server answers as replayed is reported so, with the server's match")
    func replayedOperation() async throws {
        let body = #"{"score":"1:0","clock":{"status":"stopped","secondsLeft":600,"setSeconds":600}}"#
        let transport = FakeTransport([
            .response(status: 200, body: body, headers: ["Idempotent-Replayed": "true"]),
            .response(status: 200, body: body),
        ])
        let gathers = LiveGatherService(client: client(transport))
        let goal = GatherOperation(.addGoal, team: .teamA, id: "tab-1:3:operation.1")

        let replayed = try await gathers.apply(goal, toGather: UUID(fake: 1, kind: 3))
        let applied = try await gathers.apply(goal, toGather: UUID(fake: 1, kind: 3))

        #expect(replayed.wasReplayed)
        #expect(replayed.match.score == GatherScore(teamA: 1, teamB: 0))
        #expect(!applied.wasReplayed)
    }

    @Test("Two creating writes of one event get keys of their own; the same event delivered again, the same keys")
    func keysFollowTheEvent() async throws {
        let origin = uniqueEventOrigin()
        let (first, second) = EventOrigin.$current.withValue(origin) {
            (EventOrigin.writeID(for: "player"), EventOrigin.writeID(for: "player"))
        }

        #expect(first == EventOrigin.writeID(origin: origin, kind: "player", number: 1))
        #expect(second == EventOrigin.writeID(origin: origin, kind: "player", number: 2))
        #expect(first != second)
        #expect([first, second].allSatisfy { WriteIDRules.isValid($0) && IdempotencyHeaders.isValidKey($0) })
    }
}
