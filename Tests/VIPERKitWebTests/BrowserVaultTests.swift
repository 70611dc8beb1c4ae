import Foundation
import Testing
import VIPERKit
import Vapor
import VaporTesting

@testable import VIPERKitWeb

/// A vault in memory, shared by the "instances" of a test.
actor MemoryVault: BrowserVault {
    private(set) var entries: [String: (sealed: Data, credential: String)] = [:]
    /// How many times an entry was looked for.
    private(set) var reads = 0

    func sealedState(forKey key: String) async throws -> Data? {
        reads += 1
        return entries[key]?.sealed
    }
    func keep(_ sealed: Data, forKey key: String, boundTo credential: String) async throws {
        entries[key] = (sealed, credential)
    }
    func remove(forKey key: String) async throws { entries[key] = nil }

    var keys: [String] { Array(entries.keys) }
    var credentials: [String] { entries.values.map(\.credential) }
}

@Suite("Browser vault: what an app keeps for a browser outlives the server, sealed under its cookie")
@MainActor
struct BrowserVaultTests {
    let vault = MemoryVault()
    static let login = Data(#"{"token":"secret-token"}"#.utf8)

    /// A browser of a new "server" on the shared vault, with one tab open, its login kept.
    func browserWithKeptLogin(app: CounterApp) async throws -> (WebSessions<CounterApp>, String) {
        let sessions = WebSessions(app: app, vault: vault)
        let id = try #require(sessions.registerBrowser())
        _ = sessions.connect(browserID: id, tabID: "tab-00001", connection: RecordingConnection())
        // What the handle's keep(_:boundTo:) hands to the sessions, awaited to its vault write.
        sessions.keep(Self.login, boundTo: "secret-token", for: app.handles[0])
        await sessions.vaultWritesEnded()
        return (sessions, id)
    }

    @Test("A seal opens only with the browser id it was made for, and never holds the id or the state as given")
    func seal() throws {
        let seal = BrowserSeal(browserID: SessionID.random())
        let sealed = try #require(seal.seal(Self.login))

        #expect(seal.open(sealed) == Self.login)
        #expect(BrowserSeal(browserID: SessionID.random()).open(sealed) == nil)
        var altered = sealed
        altered[altered.count - 1] ^= 1
        #expect(seal.open(altered) == nil)
        #expect(sealed.range(of: Data("secret-token".utf8)) == nil)
        #expect(seal.key.count == 64 && seal.key.allSatisfy(\.isHexDigit))
        #expect(seal.seal(Data(count: BrowserSeal.maximumStateBytes + 1)) == nil)
    }

    @Test("After a restart the browser's cookie finds its kept state; the vault holds neither the cookie nor the state")
    func restoredAfterARestart() async throws {
        let (_, id) = try await browserWithKeptLogin(app: CounterApp())
        #expect(await vault.credentials == ["secret-token"])
        #expect(await vault.keys != [id])

        let restarted = CounterApp()
        let sessions = WebSessions(app: restarted, vault: vault)
        #expect(!sessions.knowsBrowser(id))
        #expect(await sessions.restoreBrowser(id, clientAddress: "127.0.0.1"))
        #expect(sessions.knowsBrowser(id))
        _ = sessions.connect(browserID: id, tabID: "tab-00001", connection: RecordingConnection())

        #expect(restarted.handles.first?.keptState == Self.login)
    }

    @Test("A cookie with nothing kept, a malformed one, or a front end without a vault restores nothing")
    func nothingToRestore() async throws {
        _ = try await browserWithKeptLogin(app: CounterApp())
        let sessions = WebSessions(app: CounterApp(), vault: vault)
        #expect(await !sessions.restoreBrowser(SessionID.random()))
        #expect(await !sessions.restoreBrowser("not-an-id"))
        #expect(sessions.browserCount == 0)
        let (_, id) = try await browserWithKeptLogin(app: CounterApp())
        #expect(await !WebSessions(app: CounterApp()).restoreBrowser(id))
    }

    @Test("A new session id (after a login) moves the kept state: the old cookie opens nothing any more")
    func renewalMovesIt() async throws {
        let app = CounterApp()
        let (sessions, oldID) = try await browserWithKeptLogin(app: app)

        sessions.renewID(of: app.handles[0])
        await sessions.vaultWritesEnded()

        #expect(await vault.keys.count == 1)
        #expect(!sessions.knowsBrowser(oldID))
        let restarted = WebSessions(app: CounterApp(), vault: vault)
        #expect(await !restarted.restoreBrowser(oldID))
        let newID = try #require(sessions.browserIDs.first)
        #expect(await vault.keys == [BrowserSeal(browserID: newID).key])
        #expect(await restarted.restoreBrowser(newID))
    }

    @Test("Keeping nothing (a logout) forgets what was kept")
    func forgetting() async throws {
        let app = CounterApp()
        let (sessions, id) = try await browserWithKeptLogin(app: app)

        sessions.keep(nil, boundTo: nil, for: app.handles[0])
        await sessions.vaultWritesEnded()

        #expect(await vault.keys.isEmpty)
        #expect(await !WebSessions(app: CounterApp(), vault: vault).restoreBrowser(id))
    }

    @Test(
        "Restoring counts against the client's allowance of new browsers: a flood of made-up cookies from 127.0.0.1 is refused, while 127.0.0.2 restores its browser"
    )
    func restoringIsLimitedPerClient() async throws {
        let kept = SessionID.random()
        let seal = BrowserSeal(browserID: kept)
        try await vault.keep(try #require(seal.seal(Self.login)), forKey: seal.key, boundTo: "secret-token")
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        let frontEnd = WebFrontEnd(
            app: CounterApp(),
            configuration: .init(
                // Ten new browsers at once, then none for an hour: no allowance comes back mid-test.
                limits: .init(newBrowsersPerAddress: 10, newBrowserInterval: .seconds(3600)),
                allowedHosts: try AllowedHosts(parsing: "fg.test"),
                clientAddress: { $0.headers.first(name: "X-Test-Client") ?? "unknown" }),
            vault: vault)
        try frontEnd.register(on: app)
        func post(cookie: String, from client: String) async throws -> (HTTPStatus, setsCookie: Bool) {
            let headers: HTTPHeaders = [
                "Origin": "http://fg.test:8080", "Host": "fg.test:8080", "X-Test-Client": client,
                "Cookie": "viperkit_session=\(cookie)",
            ]
            let response = try await app.testing().sendRequest(.POST, "/session", headers: headers)
            return (response.status, response.headers.first(name: .setCookie) != nil)
        }

        var refused = 0
        for _ in 0..<40 {
            let (status, _) = try await post(cookie: SessionID.random(), from: "127.0.0.1")
            if status == .tooManyRequests { refused += 1 }
        }
        let restored = try await post(cookie: kept, from: "127.0.0.2")

        #expect(refused == 30)
        // One look-up for each of the ten admitted from 127.0.0.1, one for 127.0.0.2.
        #expect(await vault.reads == 11)
        #expect(restored.0 == .noContent)
        #expect(!restored.setsCookie)
        #expect(frontEnd.sessions.knowsBrowser(kept))
        try await app.asyncShutdown()
    }
}
