import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

@Suite("Live invite service: a game read and answered through its link, with no account")
struct LiveInviteServiceTests {
    static let token = FakeGameService.token("thursday")
    static let inviteURL = "http://127.0.0.1:8080/api/invites/\(token)"
    static let plain = ["Accept": "application/json"]
    static let plainJSON = plain.merging(["Content-Type": "application/json"]) { $1 }
    static let inviteJSON = """
        {"answersOpen":true,"capacity":3,"note":"Bring both shirts","people":[\
        {"name":"Ana","standing":"in"},{"name":"Dan","standing":"waiting","waitingPosition":1}],\
        "place":"Hackney Marshes","startsAt":"2026-11-26T19:00:00Z","timeZone":"Europe/London"}
        """
    static let invite = InviteResponse(
        startsAt: GameFixtures.thursdayDate, timeZone: "Europe/London", place: "Hackney Marshes",
        note: "Bring both shirts", capacity: 3, answersOpen: true,
        people: [
            InvitedPerson(name: "Ana", standing: .in, waitingPosition: nil),
            InvitedPerson(name: "Dan", standing: .waiting, waitingPosition: 1),
        ])

    func service(
        _ transport: FakeTransport,
        news: @escaping @Sendable (String) -> AsyncStream<LinkNews> = { _ in
            AsyncStream { $0.finish() }
        }
    ) -> LiveInviteService {
        // A session is kept, to show that none of it is sent.
        LiveInviteService(
            client: APIClient(
                baseURL: URL(string: "http://127.0.0.1:8080")!, transport: transport,
                credentials: InMemoryCredentialStore(session: PlayerFixtures.session)),
            news: news)
    }

    @Test("The game at a link is one GET with no credentials")
    func read() async throws {
        let transport = FakeTransport(status: 200, body: Self.inviteJSON)
        #expect(try await service(transport).invite(atLink: Self.token) == Self.invite)
        #expect(transport.requests == [SentRequest(method: "GET", url: Self.inviteURL, headers: Self.plain)])
    }

    @Test("An answer posts the name, the answer and the key kept, with no credentials, and reads where it stands")
    func answer() async throws {
        let transport = FakeTransport(
            status: 200,
            body: """
                {"key":"k3y","standing":"waiting","waitingPosition":2,"invite":\(Self.inviteJSON)}
                """)
        let origin = uniqueEventOrigin()
        let answer = try await EventOrigin.$current.withValue(origin) {
            try await service(transport).answer(AnswerRequest(name: "Eve", answer: .in, key: "k3y"), atLink: Self.token)
        }
        #expect(answer == AnswerResponse(key: "k3y", standing: .waiting, waitingPosition: 2, invite: Self.invite))
        #expect(
            transport.requests == [
                SentRequest(
                    method: "POST", url: Self.inviteURL + "/answers",
                    headers: withIdempotencyKey(Self.plainJSON, origin: origin, kind: "answer"),
                    body: #"{"answer":"in","key":"k3y","name":"Eve"}"#)
            ])
    }

    @Test("A claimed name, closed answers and a replaced link carry the server's sentence; no game is not found")
    func refusals() async throws {
        let claimed = "Someone already answered as Ana from another browser."
        let transport = FakeTransport([
            .response(status: 409, body: #"{"error":true,"reason":"\#(claimed)"}"#),
            .response(status: 410, body: #"{"error":true,"reason":"This invite link was replaced."}"#),
            .response(status: 404, body: #"{"error":true,"reason":"There is no game at this link."}"#),
        ])
        let invites = service(transport)
        await #expect(throws: ServiceError.rejected(reason: claimed)) {
            try await invites.answer(AnswerRequest(name: "Ana", answer: .out), atLink: Self.token)
        }
        await #expect(throws: ServiceError.rejected(reason: "This invite link was replaced.")) {
            try await invites.invite(atLink: Self.token)
        }
        await #expect(throws: ServiceError.notFound) { try await invites.invite(atLink: Self.token) }
    }

    @Test("A token of the wrong form is not found without a request")
    func malformedToken() async throws {
        let transport = FakeTransport([])
        await #expect(throws: ServiceError.notFound) { try await service(transport).invite(atLink: "short") }
        await #expect(throws: ServiceError.notFound) {
            try await service(transport).answer(AnswerRequest(name: "Ana", answer: .in), atLink: "../games")
        }
        #expect(transport.requests.isEmpty)
    }

    @Test("The game's news comes from the source it was given, for its token")
    func news() async throws {
        let transport = FakeTransport([])
        let invites = service(transport) { token in
            AsyncStream {
                $0.yield(.ended(reason: token))
                $0.finish()
            }
        }
        var heard: [LinkNews] = []
        for await item in invites.news(atLink: Self.token) { heard.append(item) }
        #expect(heard == [.ended(reason: Self.token)])
    }

    @Test("Over the API, the link's change stream gives a change, then its end with the server's sentence")
    func eventStream() async throws {
        let events = """
            id: e-1
            event: change
            data: {"version":1}

            event: ended
            data: {"reason":"This invite link was replaced by a newer one: ask the organiser for the new link."}


            """
        let transport = ScriptedEventStreamTransport([
            .init(
                parts: [
                    .head(status: 200, headers: ["content-type": "text/event-stream"]), .bytes(Data(events.utf8)),
                ],
                then: .stayOpen)
        ])
        let news = EventStreamLinkNews(
            serverURL: URL(string: "http://127.0.0.1:8080/")!, route: .inviteChanges, transport: transport)
        var heard: [LinkNews] = []
        for await item in news.news(of: Self.token) { heard.append(item) }
        #expect(
            heard == [
                .changed,
                .ended(reason: "This invite link was replaced by a newer one: ask the organiser for the new link."),
            ])
        #expect(transport.all.map { $0.url?.absoluteString } == [Self.inviteURL + "/changes"])
    }
}
