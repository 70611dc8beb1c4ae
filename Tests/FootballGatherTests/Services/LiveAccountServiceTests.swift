import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing

@testable import FootballGather

@Suite("Live account service")
struct LiveAccountServiceTests {
    static let baseURL = URL(string: "http://127.0.0.1:8080")!
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let json = ["Accept": "application/json", "Content-Type": "application/json"]
    static let bearer = ["Accept": "application/json", "Authorization": "Bearer token-1"]

    func service(_ transport: FakeTransport, credentials: InMemoryCredentialStore) -> LiveAccountService {
        LiveAccountService(
            client: APIClient(baseURL: Self.baseURL, transport: transport, credentials: credentials),
            credentials: credentials, now: { Self.now })
    }

    @Test("Register posts the username and password, without authorization")
    func register() async throws {
        let transport = FakeTransport(
            status: 201, body: #"{"id":"00000002-0000-0000-0000-000000000001","username":"ana"}"#)
        let credentials = InMemoryCredentialStore()
        try await service(transport, credentials: credentials).register(username: "ana", password: "secret")
        #expect(
            transport.requests == [
                SentRequest(
                    method: "POST", url: "http://127.0.0.1:8080/api/users", headers: Self.json,
                    body: #"{"password":"secret","username":"ana"}"#)
            ])
        #expect(credentials.writes == [])
    }

    @Test("Register with a taken username says so")
    func registerTaken() async {
        let transport = FakeTransport(status: 409, body: #"{"error":true,"reason":"Username taken"}"#)
        await #expect(throws: ServiceError.usernameTaken) {
            try await service(transport, credentials: InMemoryCredentialStore()).register(username: "a", password: "b")
        }
    }

    @Test("Login sends HTTP Basic credentials and stores the session")
    func login() async throws {
        let transport = FakeTransport(
            status: 200,
            body:
                #"{"token":"token-1","userID":"\#(PlayerFixtures.session.userID)","expiresAt":"2033-05-18T03:33:20Z"}"#
        )
        let credentials = InMemoryCredentialStore()
        let session = try await service(transport, credentials: credentials).login(username: "ana", password: "secret")
        #expect(session == PlayerFixtures.session)
        #expect(credentials.writes == [.save(PlayerFixtures.session)])
        #expect(
            transport.requests == [
                SentRequest(
                    method: "POST", url: "http://127.0.0.1:8080/api/users/login",
                    headers: ["Accept": "application/json", "Authorization": "Basic YW5hOnNlY3JldA=="])
            ])
    }

    @Test("A login not kept for the next launch is saved for this run only")
    func loginForThisRun() async throws {
        let transport = FakeTransport(
            status: 200,
            body:
                #"{"token":"token-1","userID":"\#(PlayerFixtures.session.userID)","expiresAt":"2033-05-18T03:33:20Z"}"#
        )
        let credentials = InMemoryCredentialStore()
        _ = try await service(transport, credentials: credentials).login(
            username: "ana", password: "secret", keepingSession: false)
        #expect(credentials.writes == [.save(PlayerFixtures.session, persistently: false)])
    }

    @Test("Wrong credentials store nothing")
    func loginRefused() async {
        let credentials = InMemoryCredentialStore()
        await #expect(throws: ServiceError.invalidCredentials) {
            _ = try await service(FakeTransport(status: 401), credentials: credentials).login(
                username: "ana", password: "nope")
        }
        #expect(credentials.writes == [])
    }

    @Test("A session that cannot be stored fails the login with a storage error")
    func loginStorageFails() async {
        let transport = FakeTransport(
            status: 200,
            body: #"{"token":"t","userID":"\#(PlayerFixtures.session.userID)","expiresAt":"2033-05-18T03:33:20Z"}"#)
        let credentials = InMemoryCredentialStore()
        credentials.failNextWrite(with: .storage("disk full"))
        await #expect(throws: ServiceError.storage("disk full")) {
            _ = try await service(transport, credentials: credentials).login(username: "ana", password: "secret")
        }
    }

    @Test("Changing the password puts both passwords with the session's token and keeps the session")
    func changePassword() async throws {
        let transport = FakeTransport(status: 204)
        let credentials = InMemoryCredentialStore(session: PlayerFixtures.session)
        try await service(transport, credentials: credentials).changePassword(current: "secret", new: "new-secret")
        #expect(
            transport.requests == [
                SentRequest(
                    method: "PUT", url: "http://127.0.0.1:8080/api/users/me/password",
                    headers: Self.bearer.merging(Self.json) { a, _ in a },
                    body: #"{"currentPassword":"secret","newPassword":"new-secret"}"#)
            ])
        #expect(credentials.load() == PlayerFixtures.session)
    }

    @Test("A wrong current password is refused with the server's sentence")
    func changePasswordRefused() async {
        let transport = FakeTransport(
            status: 403, body: #"{"error":true,"reason":"The current password is incorrect."}"#)
        let credentials = InMemoryCredentialStore(session: PlayerFixtures.session)
        await #expect(throws: ServiceError.rejected(reason: "The current password is incorrect.")) {
            try await service(transport, credentials: credentials).changePassword(current: "wrong", new: "new-secret")
        }
        #expect(credentials.load() == PlayerFixtures.session)
    }

    @Test("Logout revokes the token on the server, then forgets it")
    func logout() async throws {
        let transport = FakeTransport(status: 204)
        let credentials = InMemoryCredentialStore(session: PlayerFixtures.session)
        try await service(transport, credentials: credentials).logout()
        #expect(
            transport.requests == [
                SentRequest(method: "DELETE", url: "http://127.0.0.1:8080/api/users/logout", headers: Self.bearer)
            ])
        #expect(credentials.load() == nil)
    }

    @Test("Logout with a token the server already refuses still forgets it")
    func logoutExpired() async throws {
        let credentials = InMemoryCredentialStore(session: PlayerFixtures.session)
        try await service(FakeTransport(status: 401), credentials: credentials).logout()
        #expect(credentials.writes == [.clear])
    }

    @Test("Logout works offline: without reaching the server the token is forgotten here all the same")
    func logoutUnreachable() async throws {
        let credentials = InMemoryCredentialStore(session: PlayerFixtures.session)
        try await service(FakeTransport([.failure(URLError(.timedOut))]), credentials: credentials).logout()
        #expect(credentials.load() == nil)
        #expect(credentials.writes == [.clear])
    }

    @Test("Logout forgets the token when the server answers with an error too")
    func logoutServerError() async throws {
        let credentials = InMemoryCredentialStore(session: PlayerFixtures.session)
        try await service(FakeTransport(status: 500), credentials: credentials).logout()
        #expect(credentials.load() == nil)
    }

    @Test("A stored session the server accepts is restored")
    func restore() async {
        let transport = FakeTransport(
            status: 200, body: #"{"id":"\#(PlayerFixtures.session.userID)","username":"ana"}"#)
        let credentials = InMemoryCredentialStore(session: PlayerFixtures.session)
        #expect(await service(transport, credentials: credentials).restoreSession() == PlayerFixtures.session)
        #expect(
            transport.requests == [
                SentRequest(method: "GET", url: "http://127.0.0.1:8080/api/users/me", headers: Self.bearer)
            ])
    }

    @Test("No stored session: nothing is asked")
    func restoreNothing() async {
        let transport = FakeTransport([])
        #expect(await service(transport, credentials: InMemoryCredentialStore()).restoreSession() == nil)
        #expect(transport.requests == [])
    }

    @Test("A session past its expiry date is cleared without asking the server")
    func restoreExpiredLocally() async {
        var old = PlayerFixtures.session
        old.expiresAt = Self.now.addingTimeInterval(-1)
        let transport = FakeTransport([])
        let credentials = InMemoryCredentialStore(session: old)
        #expect(await service(transport, credentials: credentials).restoreSession() == nil)
        #expect(credentials.writes == [.clear])
        #expect(transport.requests == [])
    }

    @Test("A session the server refuses, or of another user, is cleared")
    func restoreRefused() async {
        let refused = InMemoryCredentialStore(session: PlayerFixtures.session)
        #expect(await service(FakeTransport(status: 401), credentials: refused).restoreSession() == nil)
        #expect(refused.writes == [.clear])

        let otherUser = InMemoryCredentialStore(session: PlayerFixtures.session)
        let transport = FakeTransport(
            status: 200, body: #"{"id":"00000002-0000-0000-0000-000000000999","username":"eve"}"#)
        #expect(await service(transport, credentials: otherUser).restoreSession() == nil)
        #expect(otherUser.writes == [.clear])
    }

    @Test("An unreachable server shows Login but keeps the session on disk")
    func restoreUnreachable() async {
        let credentials = InMemoryCredentialStore(session: PlayerFixtures.session)
        let transport = FakeTransport([.failure(URLError(.cannotConnectToHost))])
        #expect(await service(transport, credentials: credentials).restoreSession() == nil)
        #expect(credentials.writes == [])
    }
}
