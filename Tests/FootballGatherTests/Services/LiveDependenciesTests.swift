import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting

@testable import FootballGather

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Live dependencies")
struct LiveDependenciesTests {
    @Test("Login through the live services keeps the session in session.json and settings in settings.json")
    func wiring() async throws {
        let directory = try TemporaryDirectory()
        let dataDirectory = directory.url.appendingPathComponent("Football Gather")
        let transport = FakeTransport([
            .response(
                status: 200,
                body:
                    #"{"token":"token-1","userID":"\#(PlayerFixtures.session.userID)","expiresAt":"2033-05-18T03:33:20Z"}"#
            ),
            .response(status: 200, body: "[]"),
        ])
        let dependencies = AppDependencies.live(
            serverURL: try #require(URL(string: "http://127.0.0.1:9")), dataDirectory: dataDirectory,
            transport: transport)
        _ = try await dependencies.accounts.login(username: "ana", password: "secret")
        #expect(try await dependencies.players.players() == [])
        try dependencies.settings.set(true, forKey: "login.rememberMe")

        #expect(try directory.contents(of: dataDirectory) == ["session.json", "settings.json"])
        #expect(
            FileCredentialStore(fileURL: dataDirectory.appendingPathComponent("session.json")).load()
                == PlayerFixtures.session)
        #expect(transport.requests.last?.headers["Authorization"] == "Bearer token-1")
    }

    @Test("At the next launch the stored session is restored when the server accepts it")
    func restoresAtNextLaunch() async throws {
        let directory = try TemporaryDirectory()
        try FileCredentialStore(fileURL: directory.url.appendingPathComponent("session.json")).save(
            PlayerFixtures.session)
        let transport = FakeTransport(
            status: 200, body: #"{"id":"\#(PlayerFixtures.session.userID)","username":"ana"}"#)
        let dependencies = AppDependencies.live(
            serverURL: try #require(URL(string: "http://127.0.0.1:9")), dataDirectory: directory.url,
            transport: transport)
        #expect(await dependencies.accounts.restoreSession() == PlayerFixtures.session)
    }

    @Test("Gathers go to the same server")
    func gathers() async throws {
        let directory = try TemporaryDirectory()
        let dependencies = AppDependencies.live(
            serverURL: try #require(URL(string: "http://127.0.0.1:9")), dataDirectory: directory.url,
            transport: FakeTransport([]))
        await #expect(throws: ServiceError.sessionExpired) { try await dependencies.gathers.gathers() }
    }

    @Test("The URLSession transport reports a closed port as unreachable")
    func urlSessionUnreachable() async throws {
        let client = APIClient(
            baseURL: try #require(URL(string: "http://127.0.0.1:9")), transport: URLSessionTransport(),
            credentials: FileCredentialStore(fileURL: try TemporaryDirectory().url.appendingPathComponent("s.json")))
        await #expect(throws: ServiceError.unreachable(address: "http://127.0.0.1:9")) {
            try await client.send(APIRequest(method: "GET", path: APIPath.health, authorization: .none))
        }
    }

    @Test("Requests give up after 15 seconds without an answer, not URLSession's 60")
    func requestTimeout() {
        #expect(URLSessionTransport.defaultConfiguration.timeoutIntervalForRequest == 15)
        #expect(URLSessionConfiguration.ephemeral.timeoutIntervalForRequest == 60)
    }

    @Test("The URLSession transport returns the status and body of any HTTP answer")
    func urlSessionAnswer() async throws {
        let server = try LoopbackHTTPServer(status: 404, reason: "Not Found", body: #"{"error":true,"reason":"No"}"#)
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/api/players"))
        var request = URLRequest(url: url)
        request.setValue("Bearer token-1", forHTTPHeaderField: "Authorization")
        let (data, response) = try await URLSessionTransport().send(request)
        #expect(response.statusCode == 404)
        #expect(String(decoding: data, as: UTF8.self) == #"{"error":true,"reason":"No"}"#)
        #expect(server.requestHead.hasPrefix("GET /api/players HTTP/1.1\r\n"))
        #expect(server.requestHead.contains("Authorization: Bearer token-1\r\n"))
    }
}
