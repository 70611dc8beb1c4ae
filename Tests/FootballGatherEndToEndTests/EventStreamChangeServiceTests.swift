import FootballGather
import FootballGatherAPI
import FootballGatherServer
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The terminal's change stream against the real server, started in process on a loopback port:
/// what a listener hears, the shared connection, resuming, reconnecting and a refused session.
@Suite("Change stream client against the real server", .timeLimit(.minutes(1)))
struct EventStreamChangeServiceTests {
    /// Short delays, so that reconnecting takes milliseconds (the server's `retry: 2000` is capped too).
    static let quickBackoff = ReconnectBackoff(
        initialDelay: .milliseconds(10), maximumDelay: .milliseconds(50), longestRetryAfter: .milliseconds(50))

    /// A running server with alice signed in, and what a test needs to follow her changes.
    final class Fixture: Sendable {
        let server: EmbeddedServer
        let app: AppDependencies
        let credentials: FileCredentialStore
        let transport = RecordingEventStreamTransport()
        let service: EventStreamChangeService
        let folder: URL

        init(server: EmbeddedServer, folder: URL) {
            self.server = server
            self.folder = folder
            app = AppDependencies.live(serverURL: server.baseURL, dataDirectory: folder)
            credentials = FileCredentialStore(fileURL: folder.appendingPathComponent("session.json"))
            service = EventStreamChangeService(
                serverURL: server.baseURL, credentials: credentials, transport: transport,
                backoff: EventStreamChangeServiceTests.quickBackoff, random: { 0 })
        }

        /// A listener of the service.
        func listen() -> Heard<TopicChange> { Heard(service.changes()) }
    }

    @Test("The terminal's live dependencies follow the change stream")
    func liveDependencies() {
        let app = AppDependencies.live(
            serverURL: URL(string: "http://127.0.0.1:1")!, dataDirectory: FileManager.default.temporaryDirectory)
        #expect(app.changes is EventStreamChangeService)
    }

    @Test("A player added through the API reaches a listener, after the missed news of the stream's opening")
    func changeReachesListener() async throws {
        try await withSignedInServer { fixture in
            let statuses = Heard(fixture.service.connectionStatus())
            let heard = fixture.listen()
            try await heard.wait { $0 == [.missed] }
            try await statuses.wait { $0.last == .live }
            _ = try await fixture.app.players.createPlayer(PlayerRequest(name: "Ana"))
            let change = try await heard.waitForElement(after: 1) { if case .changed = $0 { true } else { false } }
            guard case .changed(let topic, let version, _) = change else { return }
            #expect(topic == ChangeTopic.players.name)
            #expect(version > 0)
            #expect(statuses.all == [.idle, .connecting, .live])
            let request = try #require(fixture.transport.all.first)
            #expect(request.url?.path == APIPath.changes)
            #expect(request.value(forHTTPHeaderField: "Accept") == "text/event-stream")
            #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer \(fixture.credentials.load()!.token)")
            #expect(request.value(forHTTPHeaderField: "Last-Event-ID") == nil)
            heard.stop()
            try await statuses.wait { $0.last == .idle }
        }
    }

    @Test("Two listeners share one connection; it closes when the last one stops listening")
    func sharedConnection() async throws {
        try await withSignedInServer { fixture in
            let first = fixture.listen()
            try await first.wait { $0 == [.missed] }
            let second = fixture.listen()
            #expect(fixture.server.changeFeed.openStreams == 1)
            _ = try await fixture.app.players.createPlayer(PlayerRequest(name: "Ana"))
            for heard in [first, second] {
                try await heard.wait {
                    $0.contains { if case .changed(ChangeTopic.players.name, _, _) = $0 { true } else { false } }
                }
            }
            #expect(fixture.transport.all.count == 1)
            #expect(fixture.server.changeFeed.openStreams == 1)

            let statuses = Heard(fixture.service.connectionStatus())
            first.stop()
            _ = try await fixture.app.players.createPlayer(PlayerRequest(name: "Ben"))
            try await second.wait { $0.filter { if case .changed = $0 { true } else { false } }.count == 2 }
            #expect(fixture.transport.all.count == 1)
            second.stop()
            try await statuses.wait { $0.last == .idle }
        }
    }

    @Test("Closed as the program quits: listeners' and watchers' streams end, and no connection opens again")
    func closedForGood() async throws {
        try await withSignedInServer { fixture in
            let heard = fixture.listen()
            let statuses = Heard(fixture.service.connectionStatus())
            try await heard.wait { $0 == [.missed] }
            try await statuses.wait { $0.last == .live }

            fixture.service.close()
            await #expect(throws: Heard<TopicChange>.Ended.self) { try await heard.wait { _ in false } }
            await #expect(throws: Heard<LiveConnectionStatus>.Ended.self) { try await statuses.wait { _ in false } }
            #expect(statuses.all.last == .idle)

            let later = fixture.listen()
            await #expect(throws: Heard<TopicChange>.Ended.self) { try await later.wait { _ in false } }
            let laterStatuses = Heard(fixture.service.connectionStatus())
            await #expect(throws: Heard<LiveConnectionStatus>.Ended.self) {
                try await laterStatuses.wait { _ in false }
            }
            #expect(laterStatuses.all == [.idle])
            _ = try await fixture.app.players.createPlayer(PlayerRequest(name: "Ana"))
            #expect(fixture.transport.all.count == 1, "no connection after closing")
            #expect(fixture.service.listenerCount == 0)
        }
    }

    @Test("After the server ends the stream, it resumes from the last event id and hears what changed meanwhile")
    func resumes() async throws {
        try await withSignedInServer { fixture in
            let statuses = Heard(fixture.service.connectionStatus())
            let heard = fixture.listen()
            // Open first: a change the server made before the stream subscribed is told as `.missed`.
            try await heard.wait { $0 == [.missed] }
            _ = try await fixture.app.players.createPlayer(PlayerRequest(name: "Ana"))
            try await heard.wait { $0.count == 2 }
            fixture.transport.hold()
            fixture.server.changeFeed.endAll()
            let retried = try await fixture.transport.opened.waitForElement(after: 1) { _ in true }
            try await statuses.wait { $0.suffix(2) == [.live, .connecting] }
            _ = try await fixture.app.players.createPlayer(PlayerRequest(name: "Ben"))
            fixture.transport.release()
            try await heard.wait { $0.count == 3 }
            try await statuses.wait { $0.last == .live }

            let lastID = "\(fixture.server.changeFeed.epoch)-1"
            #expect(retried.value(forHTTPHeaderField: "Last-Event-ID") == lastID)
            guard case .changed(ChangeTopic.players.name, let version, _) = heard.all[2] else {
                Issue.record("the change made while disconnected was not replayed: \(heard.all)")
                return
            }
            #expect(version == 2)
            #expect(heard.all.filter { $0 == .missed }.count == 1)
        }
    }

    @Test(
        "While the server is down it says why and retries with backoff; once back, it is live and tells of missed news")
    func reconnectsAfterRestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-stream-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = ServerConfiguration(
            database: .sqlite(path: folder.appendingPathComponent("db.sqlite").path), passwordHashCost: 4)
        let server = try await EmbeddedServer.start(configuration: configuration, logLevel: .critical)
        let fixture = Fixture(server: server, folder: folder)
        try await fixture.app.accounts.register(username: "alice", password: "pitch-side")
        _ = try await fixture.app.accounts.login(username: "alice", password: "pitch-side")
        let statuses = Heard(fixture.service.connectionStatus())
        let heard = fixture.listen()
        try await heard.wait { $0 == [.missed] }
        _ = try await fixture.app.players.createPlayer(PlayerRequest(name: "Ana"))
        try await heard.wait { $0.count == 2 }

        // Held, so that no new stream opens while the server stops.
        fixture.transport.hold()
        await server.stop()
        fixture.transport.release()
        let address = "\(server.baseURL.host!):\(server.baseURL.port!)"
        let paused = try await statuses.waitForElement(after: 0) {
            if case .reconnecting(let delay, _) = $0 { delay > .zero } else { false }
        }
        #expect(paused.notice?.hasPrefix("Live updates paused: ") == true)
        let tries = try await fixture.transport.opened.wait { $0.count >= 4 }.count

        let restarted = try await EmbeddedServer.start(
            configuration: configuration, logLevel: .critical, port: server.baseURL.port!)
        try await heard.wait { $0.count == 3 }
        try await statuses.wait { $0.last == .live }
        #expect(heard.all.last == .missed)
        #expect(tries >= 4)
        let reasons = Set(statuses.all.compactMap { if case .reconnecting(_, let reason) = $0 { reason } else { nil } })
        #expect(reasons.isSubset(of: ["cannot reach \(address)", "the connection to \(address) was lost"]))
        #expect(reasons.contains("cannot reach \(address)"))
        #expect(fixture.transport.all.last?.value(forHTTPHeaderField: "Last-Event-ID") != nil)
        heard.stop()
        await restarted.stop()
    }

    @Test("A refused session stops the retries until another session is saved")
    func unauthorizedStops() async throws {
        try await withSignedInServer { fixture in
            let session = try #require(fixture.credentials.load())
            var stale = session
            stale.token = "not-a-token"
            try fixture.credentials.save(stale, persistently: false)
            let statuses = Heard(fixture.service.connectionStatus())
            let heard = fixture.listen()
            try await statuses.wait { $0.last.map { if case .stopped = $0 { true } else { false } } ?? false }
            #expect(
                statuses.all.last?.notice
                    == "Live updates stopped: the session has ended; log in again to see changes made elsewhere.")
            #expect(heard.all.isEmpty)

            // Another listener with the same token tries nothing.
            let again = fixture.listen()
            try fixture.credentials.save(session, persistently: false)
            let afterLogin = fixture.listen()
            try await afterLogin.wait { $0 == [.missed] }
            try await statuses.wait { $0.last == .live }
            let authorizations = fixture.transport.all.map { $0.value(forHTTPHeaderField: "Authorization") }
            #expect(authorizations == ["Bearer not-a-token", "Bearer \(session.token)"])
            for listener in [heard, again, afterLogin] { listener.stop() }
        }
    }

    /// Runs `body` with a fresh server in which alice registered and logged in.
    private func withSignedInServer(_ body: (Fixture) async throws -> Void) async throws {
        let server = try await EmbeddedServer.start(
            configuration: ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4), logLevel: .critical)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-stream-\(UUID().uuidString)")
        let fixture = Fixture(server: server, folder: folder)
        do {
            try await fixture.app.accounts.register(username: "alice", password: "pitch-side")
            _ = try await fixture.app.accounts.login(username: "alice", password: "pitch-side")
            try await body(fixture)
        } catch {
            await server.stop()
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
