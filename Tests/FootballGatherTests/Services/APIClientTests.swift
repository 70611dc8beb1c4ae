import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing

@testable import FootballGather

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("API client")
struct APIClientTests {
    static let baseURL = URL(string: "http://127.0.0.1:8080")!
    let credentials = InMemoryCredentialStore(session: PlayerFixtures.session)

    func client(_ transport: FakeTransport, baseURL: URL = baseURL) -> APIClient {
        APIClient(baseURL: baseURL, transport: transport, credentials: credentials)
    }

    static let reasonBody = #"{"error":true,"reason":"The name must not be empty."}"#

    @Test(
        "Server errors become sentences for a person",
        arguments: [
            (401, "", ServiceError.sessionExpired),
            (404, #"{"error":true,"reason":"Not Found"}"#, .notFound),
            (409, reasonBody, .rejected(reason: "The name must not be empty.")),
            (412, reasonBody, .changedElsewhere),
            (429, reasonBody, .rejected(reason: "The name must not be empty.")),
            (503, reasonBody, .rejected(reason: "The name must not be empty.")),
            (400, reasonBody, .rejected(reason: "The name must not be empty.")),
            (413, reasonBody, .rejected(reason: "The name must not be empty.")),
            (422, reasonBody, .rejected(reason: "The name must not be empty.")),
            (400, "<html>bad</html>", .unexpectedResponse(status: 400)),
            (500, reasonBody, .unexpectedResponse(status: 500)),
            (302, "", .unexpectedResponse(status: 302)),
            (200, "not json", .unexpectedResponse(status: 200)),
        ])
    func statusMapping(status: Int, body: String, expected: ServiceError) async {
        let client = client(FakeTransport(status: status, body: body))
        await #expect(throws: expected) {
            let _: [PlayerResponse] = try await client.response(to: .get(APIPath.players))
        }
    }

    @Test("A 409 answer to a registration means the username is taken")
    func registrationConflict() async throws {
        let client = client(FakeTransport(status: 409, body: Self.reasonBody))
        let request = try APIRequest.call(
            .register, sending: UserCreateRequest(username: "ana", password: "pitch-side"), authorization: .none)
        await #expect(throws: ServiceError.usernameTaken) {
            let _: UserResponse = try await client.response(to: request)
        }
    }

    @Test("A request whose task was cancelled reports the cancellation, not an unreachable server")
    func cancelled() async {
        let client = client(FakeTransport([.failure(CancellationError())]))
        await #expect(throws: ServiceError.cancelled) {
            try await client.send(.get(APIPath.players))
        }
    }

    @Test("A paginated list is read page by page, following each Link rel=next until the last page")
    func followsPages() async throws {
        let page = { (names: [String]) in
            "[" + names.map { #"{"id":"\#(UUID())","name":"\#($0)"}"# }.joined(separator: ",") + "]"
        }
        let transport = FakeTransport([
            .response(
                status: 200, body: page(["Ana", "Ben"]),
                headers: ["Link": #"</api/players?limit=2&cursor=abc>; rel="next""#]),
            .response(
                status: 200, body: page(["Cy"]),
                headers: ["Link": #"<http://127.0.0.1:8080/api/players?limit=2&cursor=def>; rel="next""#]),
            .response(status: 200, body: page([])),
        ])
        let players: [PlayerResponse] = try await client(transport).allPages(of: APIPath.players + "?limit=2")
        #expect(players.map(\.name) == ["Ana", "Ben", "Cy"])
        #expect(
            transport.requests.map(\.url) == [
                "http://127.0.0.1:8080/api/players?limit=2",
                "http://127.0.0.1:8080/api/players?limit=2&cursor=abc",
                "http://127.0.0.1:8080/api/players?limit=2&cursor=def",
            ])
    }

    @Test("A Link header that never ends stops after the page limit")
    func pageLimit() async throws {
        let next = ["Link": #"</api/players>; rel="next""#]
        let transport = FakeTransport(Array(repeating: .response(status: 200, body: "[]", headers: next), count: 3))
        let players: [PlayerResponse] = try await client(transport).allPages(of: APIPath.players, maximumPages: 3)
        #expect(players.isEmpty)
        #expect(transport.requests.count == 3)
    }

    @Test(
        "Only the rel=next link of a Link header is followed",
        arguments: [
            (#"</a>; rel="prev", </b>; rel="next""#, "/b"),
            (#"</a>; rel=next"#, "/a"),
            (#"</a>; rel="first", </b>; rel="last""#, nil),
            ("nonsense", nil),
            (nil, nil),
        ] as [(String?, String?)])
    func linkHeader(header: String?, next: String?) {
        #expect(LinkHeader.next(in: header) == next)
    }

    @Test("A 401 answer to a Basic login means wrong credentials")
    func basicUnauthorized() async {
        let client = client(FakeTransport(status: 401))
        let request = APIRequest(
            method: "POST", path: APIPath.login, authorization: .basic(username: "ana", password: "x"))
        await #expect(throws: ServiceError.invalidCredentials) {
            let _: LoginResponse = try await client.response(to: request)
        }
    }

    @Test("No answer at all names the address tried")
    func unreachable() async {
        let client = client(FakeTransport([.failure(URLError(.cannotConnectToHost))]))
        await #expect(throws: ServiceError.unreachable(address: "http://127.0.0.1:8080")) {
            try await client.send(.call(.deletePlayer, PlayerFixtures.bob.id))
        }
    }

    @Test("Without a stored session nothing is sent and the session counts as expired")
    func noSession() async {
        let transport = FakeTransport([])
        let client = APIClient(baseURL: Self.baseURL, transport: transport, credentials: InMemoryCredentialStore())
        await #expect(throws: ServiceError.sessionExpired) {
            try await client.send(.get(APIPath.players))
        }
        #expect(transport.requests == [])
    }

    @Test("A base URL with a trailing slash or a path prefix gives well-formed URLs")
    func urlBuilding() throws {
        let transport = FakeTransport([])
        let slash = client(transport, baseURL: try #require(URL(string: "http://localhost:8080/")))
        let prefixed = client(transport, baseURL: try #require(URL(string: "https://example.com/football/")))
        #expect(
            try slash.urlRequest(for: .get(APIPath.players)).url?.absoluteString == "http://localhost:8080/api/players")
        #expect(
            try prefixed.urlRequest(for: .get(APIPath.gathers)).url?.absoluteString
                == "https://example.com/football/api/gathers")
    }

    @Test("A body that cannot be encoded is refused before anything is sent")
    func unencodableBody() {
        struct Unencodable: Encodable {
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "never"))
            }
        }
        #expect(
            throws: ServiceError.rejected(reason: "The request could not be prepared. Please check the values entered.")
        ) {
            _ = try APIRequest.call(.createPlayer, sending: Unencodable())
        }
    }
}
