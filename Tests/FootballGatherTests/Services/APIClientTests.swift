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
            (409, "", .usernameTaken),
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
            try await client.send(.delete(APIPath.player(PlayerFixtures.bob.id)))
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
            _ = try APIRequest.post(APIPath.players, Unencodable())
        }
    }
}
