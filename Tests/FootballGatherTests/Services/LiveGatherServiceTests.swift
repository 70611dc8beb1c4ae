import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

@Suite("Live gather service")
struct LiveGatherServiceTests {
    static let baseURL = URL(string: "http://127.0.0.1:8080")!
    static let bearer = ["Accept": "application/json", "Authorization": "Bearer token-1"]
    static let bearerJSON = bearer.merging(["Content-Type": "application/json"]) { $1 }
    static let gatherID = UUID(fake: 7, kind: 3)
    static let bob = PlayerFixtures.bob
    static let carla = PlayerFixtures.carla
    static let gatherJSON = """
        {"createdAt":"2023-11-14T22:13:20Z","id":"\(gatherID)","players":[\
        {"player":{"age":null,"favouriteTeam":null,"id":"\(bob.id)","name":"Bob","preferredPosition":null,"skill":null},\
        "team":"Team A"},\
        {"player":{"age":null,"favouriteTeam":null,"id":"\(carla.id)","name":"Carla","preferredPosition":"striker",\
        "skill":"professional"},"team":"Team B"}],"score":"2:1","winnerTeam":"Team A"}
        """
    static let gather = Gather(
        id: gatherID, createdAt: Date(timeIntervalSince1970: 1_700_000_000), score: GatherScore(teamA: 2, teamB: 1),
        winner: .teamA,
        players: [PlayerInTeam(player: bob, team: .teamA), PlayerInTeam(player: carla, team: .teamB)])

    func service(_ transport: FakeTransport) -> LiveGatherService {
        LiveGatherService(
            client: APIClient(
                baseURL: Self.baseURL, transport: transport,
                credentials: InMemoryCredentialStore(session: PlayerFixtures.session)))
    }

    @Test("Creating a gather sends Team A and Team B players and leaves the bench out")
    func create() async throws {
        let transport = FakeTransport(status: 201, body: Self.gatherJSON)
        let origin = uniqueEventOrigin()
        let gather = try await EventOrigin.$current.withValue(origin) {
            try await service(transport).createGather(players: [
                PlayerInTeam(player: Self.bob, team: .teamA), PlayerInTeam(player: PlayerFixtures.alice, team: .bench),
                PlayerInTeam(player: Self.carla, team: .teamB),
            ])
        }
        #expect(gather == Self.gather)
        #expect(
            transport.requests == [
                SentRequest(
                    method: "POST", url: "http://127.0.0.1:8080/api/gathers",
                    headers: withIdempotencyKey(Self.bearerJSON, origin: origin, kind: "gather"),
                    body: """
                        {"players":[{"playerID":"\(Self.bob.id)","team":"Team A"},\
                        {"playerID":"\(Self.carla.id)","team":"Team B"}]}
                        """)
            ])
    }

    @Test("Ending a gather puts the score and the winner it implies")
    func end() async throws {
        let transport = FakeTransport(status: 200, body: Self.gatherJSON)
        let score = try #require(GatherScore(teamA: 2, teamB: 1))
        #expect(try await service(transport).endGather(id: Self.gatherID, score: score) == Self.gather)
        #expect(
            transport.requests == [
                SentRequest(
                    method: "PUT", url: "http://127.0.0.1:8080/api/gathers/\(Self.gatherID.uuidString)",
                    headers: Self.bearerJSON, body: #"{"score":"2:1","winnerTeam":"Team A"}"#)
            ])
    }

    @Test("Past gathers are listed; an unparseable score reads as no score")
    func list() async throws {
        let odd = Self.gatherJSON.replacingOccurrences(of: #""score":"2:1""#, with: #""score":"lots""#)
        let transport = FakeTransport(status: 200, body: "[\(odd)]")
        var expected = Self.gather
        expected.score = nil
        #expect(try await service(transport).gathers() == [expected])
        #expect(
            transport.requests == [
                SentRequest(method: "GET", url: "http://127.0.0.1:8080/api/gathers?limit=200", headers: Self.bearer)
            ])
    }

    @Test("An operation is posted and answers the match after it; an unfinished gather is read with its progress")
    func progress() async throws {
        let progress = GatherProgress(
            score: try #require(GatherScore(teamA: 2, teamB: 1)),
            clock: ClockProgress(status: .running, secondsLeft: 252, setSeconds: 600))
        let recorder = FakeTransport(
            status: 200, body: #"{"score":"2:1","clock":{"status":"running","secondsLeft":252,"setSeconds":600}}"#)
        let applied = try await service(recorder).apply(
            GatherOperation(.addGoal, team: .teamA, id: "tab-1:4:operation.1"), toGather: Self.gatherID)
        #expect(applied == AppliedOperation(match: progress, wasReplayed: false))
        #expect(
            recorder.requests == [
                SentRequest(
                    method: "POST", url: "http://127.0.0.1:8080/api/gathers/\(Self.gatherID.uuidString)/operations",
                    headers: Self.bearerJSON, body: #"{"id":"tab-1:4:operation.1","kind":"addGoal","team":"Team A"}"#)
            ])
        let malformed = FakeTransport(
            status: 200, body: #"{"score":"2-1","clock":{"status":"running","secondsLeft":252,"setSeconds":600}}"#)
        await #expect(throws: ServiceError.unexpectedResponse(status: 200)) {
            try await self.service(malformed).apply(GatherOperation(.startClock), toGather: Self.gatherID)
        }

        let unfinishedJSON =
            #"{"gather":\#(Self.gatherJSON),"progress":{"score":"2:1","clock":"#
            + #"{"status":"running","secondsLeft":252,"setSeconds":600}},"recordedAt":"2023-11-14T22:20:00Z"}"#
        let reader = FakeTransport(status: 200, body: unfinishedJSON)
        #expect(
            try await service(reader).unfinishedGather()
                == UnfinishedGather(
                    gather: Self.gather, progress: progress, touchedAt: Date(timeIntervalSince1970: 1_700_000_400)))
        #expect(
            reader.requests == [
                SentRequest(method: "GET", url: "http://127.0.0.1:8080/api/gathers/unfinished", headers: Self.bearer)
            ])
    }

    @Test("No unfinished gather (404) reads as none; other failures are thrown")
    func noUnfinishedGather() async throws {
        let none = FakeTransport(status: 404, body: #"{"error":true,"reason":"None of your gathers is in progress."}"#)
        #expect(try await service(none).unfinishedGather() == nil)
        let expired = FakeTransport(status: 401, body: #"{"error":true,"reason":"Unauthorized"}"#)
        await #expect(throws: ServiceError.sessionExpired) { try await service(expired).unfinishedGather() }
    }
}
