import FootballGather
import FootballGatherAPI
import FootballGatherServer
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

/// A live link's news over the API, against the real server on a loopback port: what the web app
/// with `--server` gives a watcher's page.
@Suite("Live link news over the API", .timeLimit(.minutes(1)))
struct EventStreamLinkNewsTests {
    /// Alice's gather of two players under way on a running server, with its live link shared.
    static func withSharedMatch(
        _ body: (AppDependencies, UUID, LiveLink, EmbeddedServer) async throws -> Void
    ) async throws {
        let server = try await EmbeddedServer.start(
            configuration: ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4), logLevel: .critical)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppDependencies.live(serverURL: server.baseURL, dataDirectory: folder)
        do {
            try await app.accounts.register(username: "alice", password: "pitch-side")
            _ = try await app.accounts.login(username: "alice", password: "pitch-side")
            let ana = try await app.players.createPlayer(PlayerRequest(name: "Ana"))
            let ben = try await app.players.createPlayer(PlayerRequest(name: "Ben"))
            let gather = try await app.gathers.createGather(players: [
                PlayerInTeam(player: ana, team: .teamA), PlayerInTeam(player: ben, team: .teamB),
            ])
            let link = try await app.gathers.shareLiveLink(ofGather: gather.id)
            try await body(app, gather.id, link, server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    static func news(_ serverURL: URL, _ token: String) -> Heard<LinkNews> {
        Heard(
            EventStreamLinkNews(serverURL: serverURL, route: .watchChanges, transport: SocketEventStreamTransport())
                .news(of: token))
    }

    @Test("A goal is news of a change; the link stopped is its end, with the organiser's sentence")
    func goalThenStop() async throws {
        try await Self.withSharedMatch { app, gatherID, link, server in
            let heard = Self.news(server.baseURL, link.token)
            let watched = LiveWatchService(
                client: APIClient(
                    baseURL: server.baseURL, transport: URLSessionTransport(), credentials: InMemoryCredentials()),
                news: { _ in AsyncStream { $0.finish() } })
            await server.changeFeed.waitUntil { $0.openWatchers > 0 }

            _ = try await app.gathers.apply(GatherOperation(.addGoal, team: .teamA), toGather: gatherID)

            #expect(try await heard.waitForElement { _ in true } == .changed)
            #expect(try await watched.match(atLink: link.token).score == "1:0")

            try await app.gathers.stopLiveLink(ofGather: gatherID)

            let end = try await heard.waitForElement { if case .ended = $0 { true } else { false } }
            #expect(end == .ended(reason: "The organiser stopped sharing this match."))
            await #expect(throws: ServiceError.rejected(reason: "The organiser stopped sharing this match.")) {
                try await watched.match(atLink: link.token)
            }
        }
    }

    @Test("A link that never was ends at once with the server's sentence")
    func unknownLink() async throws {
        try await Self.withSharedMatch { _, _, _, server in
            let heard = Self.news(server.baseURL, String(repeating: "Q", count: 43))

            let end = try await heard.waitForElement { _ in true }

            #expect(end == .ended(reason: "No match is shared at this link. Check that it was copied whole."))
        }
    }
}

/// No session: the watch routes need none.
private final class InMemoryCredentials: CredentialStore, @unchecked Sendable {
    func load() -> Session? { nil }
    func save(_ session: Session, persistently: Bool) throws {}
    func clear() throws {}
}
