import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

@Suite("Live game service")
struct LiveGameServiceTests {
    static let bearer = ["Accept": "application/json", "Authorization": "Bearer token-1"]
    static let bearerJSON = bearer.merging(["Content-Type": "application/json"]) { $1 }
    static let gameID = UUID(fake: 1, kind: 6)
    static let personID = UUID(fake: 4, kind: 7)
    static let token = FakeGameService.token("thursday")
    static let gameURL = "http://127.0.0.1:8080/api/games/\(gameID.uuidString)"
    static let gameJSON = """
        {"answersOpen":true,"capacity":3,"costPerHead":5,"gatherID":null,"id":"\(gameID)",\
        "invitePath":"/games/\(token)","inviteToken":"\(token)","note":"Bring both shirts",\
        "people":[{"answeredAt":"2026-11-26T18:00:00Z","id":"\(personID)","name":"Dan","paid":false,\
        "playerID":null,"standing":"waiting","waitingPosition":1}],\
        "place":"Hackney Marshes","repeatsWeekly":true,"startsAt":"2026-11-26T19:00:00Z","timeZone":"Europe/London"}
        """
    static let game = GameResponse(
        id: gameID, startsAt: GameFixtures.thursdayDate, timeZone: "Europe/London", place: "Hackney Marshes",
        capacity: 3, note: "Bring both shirts", costPerHead: 5, repeatsWeekly: true, answersOpen: true,
        inviteToken: token,
        people: [
            GamePerson(
                id: personID, name: "Dan", playerID: nil, standing: .waiting, waitingPosition: 1,
                answeredAt: GameFixtures.thursdayDate.addingTimeInterval(-3600), paid: false)
        ],
        gatherID: nil)
    static let request = GameRequest(
        startsAt: GameFixtures.thursdayDate, timeZone: "Europe/London", place: "Hackney Marshes", capacity: 3,
        note: "Bring both shirts", costPerHead: 5, repeatsWeekly: true)
    static let requestJSON = """
        {"answersOpen":true,"capacity":3,"costPerHead":5,"note":"Bring both shirts","place":"Hackney Marshes",\
        "repeatsWeekly":true,"startsAt":"2026-11-26T19:00:00Z","timeZone":"Europe\\/London"}
        """

    func service(_ transport: FakeTransport) -> LiveGameService {
        LiveGameService(
            client: APIClient(
                baseURL: URL(string: "http://127.0.0.1:8080")!, transport: transport,
                credentials: InMemoryCredentialStore(session: PlayerFixtures.session)))
    }

    @Test("The organiser's games are read a page of 200 at a time with the bearer token")
    func list() async throws {
        let transport = FakeTransport(
            status: 200,
            body: """
                [{"answersOpen":false,"capacity":10,"id":"\(Self.gameID)","inCount":7,"place":"Hackney Marshes",\
                "startsAt":"2026-11-26T19:00:00Z","timeZone":"Europe/London","waitingCount":2}]
                """)
        #expect(
            try await service(transport).games() == [
                GameSummary(
                    id: Self.gameID, startsAt: GameFixtures.thursdayDate, timeZone: "Europe/London",
                    place: "Hackney Marshes", capacity: 10, inCount: 7, waitingCount: 2, answersOpen: false)
            ])
        #expect(
            transport.requests == [
                SentRequest(method: "GET", url: "http://127.0.0.1:8080/api/games?limit=200", headers: Self.bearer)
            ])
    }

    @Test("A game is read with its people; creating posts the request and reads the game made")
    func readAndCreate() async throws {
        let reader = FakeTransport(status: 200, body: Self.gameJSON)
        #expect(try await service(reader).game(id: Self.gameID) == Self.game)
        #expect(reader.requests == [SentRequest(method: "GET", url: Self.gameURL, headers: Self.bearer)])

        let creator = FakeTransport(status: 201, body: Self.gameJSON)
        let origin = uniqueEventOrigin()
        let created = try await EventOrigin.$current.withValue(origin) {
            try await service(creator).createGame(Self.request)
        }
        #expect(created == Self.game)
        #expect(
            creator.requests == [
                SentRequest(
                    method: "POST", url: "http://127.0.0.1:8080/api/games",
                    headers: withIdempotencyKey(Self.bearerJSON, origin: origin, kind: "game"), body: Self.requestJSON)
            ])
    }

    @Test("Changing a game puts every field; a game without note or cost leaves both out")
    func update() async throws {
        let transport = FakeTransport(status: 200, body: Self.gameJSON)
        var request = Self.request
        request.note = nil
        request.costPerHead = nil
        request.answersOpen = false
        #expect(try await service(transport).updateGame(id: Self.gameID, with: request) == Self.game)
        #expect(
            transport.requests == [
                SentRequest(
                    method: "PUT", url: Self.gameURL, headers: Self.bearerJSON,
                    body: """
                        {"answersOpen":false,"capacity":3,"place":"Hackney Marshes","repeatsWeekly":true,\
                        "startsAt":"2026-11-26T19:00:00Z","timeZone":"Europe\\/London"}
                        """)
            ])
    }

    @Test("Deleting is a DELETE answered 204; a new link is a POST without a body")
    func deleteAndRenew() async throws {
        let deleter = FakeTransport(status: 204)
        try await service(deleter).deleteGame(id: Self.gameID)
        #expect(deleter.requests == [SentRequest(method: "DELETE", url: Self.gameURL, headers: Self.bearer)])

        let renewer = FakeTransport(status: 200, body: Self.gameJSON)
        #expect(try await service(renewer).renewInviteLink(ofGame: Self.gameID) == Self.game)
        #expect(
            renewer.requests == [
                SentRequest(method: "POST", url: Self.gameURL + "/invite-link", headers: Self.bearer)
            ])
    }

    @Test("A change to one person is a PATCH of the fields set")
    func changePerson() async throws {
        let transport = FakeTransport(status: 200, body: Self.gameJSON)
        #expect(
            try await service(transport).change(
                person: Self.personID, ofGame: Self.gameID, GamePersonChange(standing: .in)) == Self.game)
        #expect(
            transport.requests == [
                SentRequest(
                    method: "PATCH", url: Self.gameURL + "/people/\(Self.personID.uuidString)",
                    headers: Self.bearerJSON, body: #"{"standing":"in"}"#)
            ])
    }

    @Test("Bad input is the server's sentence; another account's game is not found")
    func failures() async throws {
        let refused = FakeTransport(
            status: 400, body: #"{"error":true,"reason":"The capacity must be from 2 to 50 players."}"#)
        await #expect(throws: ServiceError.rejected(reason: "The capacity must be from 2 to 50 players.")) {
            try await service(refused).createGame(Self.request)
        }
        let missing = FakeTransport(status: 404, body: #"{"error":true,"reason":"Not Found"}"#)
        await #expect(throws: ServiceError.notFound) { try await service(missing).game(id: Self.gameID) }
        let expired = FakeTransport(status: 401, body: #"{"error":true,"reason":"Unauthorized"}"#)
        await #expect(throws: ServiceError.sessionExpired) { try await service(expired).games() }
    }
}
