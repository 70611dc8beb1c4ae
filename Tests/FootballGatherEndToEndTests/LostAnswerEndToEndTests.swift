import FootballGather
import FootballGatherAPI
import FootballGatherServer
import Foundation
import Testing
import VIPERKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's live services against the real server, with answers lost on the way back: what the
/// server did for a request whose answer never came is done once, however often it is sent.
@Suite("Writes whose answers were lost count once against the real server")
struct LostAnswerEndToEndTests {
    @Test("A player, a game, a gather and an invite answer whose first answers were lost are each made once")
    func lostAnswers() async throws {
        let server = try await EmbeddedServer.start(
            configuration: ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4), logLevel: .critical)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-lost-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = LosingTransport()
        let app = AppDependencies.live(serverURL: server.baseURL, dataDirectory: folder, transport: transport)
        do {
            try await app.accounts.register(username: "alice", password: "pitch-side")
            _ = try await app.accounts.login(username: "alice", password: "pitch-side")

            transport.losesNextAnswer()
            let ana = try await app.players.createPlayer(PlayerRequest(name: "Ana"))
            let ben = try await app.players.createPlayer(PlayerRequest(name: "Ben"))
            #expect(try await app.players.players().map(\.name) == ["Ana", "Ben"])

            transport.losesNextAnswer()
            let game = try await app.games.createGame(
                GameRequest(startsAt: Date().addingTimeInterval(86_400), timeZone: "UTC", place: "Park", capacity: 10))
            #expect(try await app.games.games().count == 1)

            transport.losesNextAnswer()
            let answer = try await app.invites.answer(AnswerRequest(name: "Gus", answer: .in), atLink: game.inviteToken)
            #expect(answer.standing == .in)

            transport.losesNextAnswer()
            let gather = try await app.gathers.createGather(players: [
                PlayerInTeam(player: ana, team: .teamA), PlayerInTeam(player: ben, team: .teamB),
            ])
            #expect(try await app.gathers.gathers().map(\.id) == [gather.id])

            // Each lost answer was followed by one more send with the same key.
            let keyed = transport.sent.filter { $0.value(forHTTPHeaderField: "Idempotency-Key") != nil }
            #expect(keyed.count == 5 + 4)
        } catch {
            Issue.record(error)
        }
        await server.stop()
    }
}

/// Sends over URLSession; told to, it drops the next answer after the server gave it, as a
/// connection that breaks on the way back does.
private final class LosingTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `losing` and `requests` are only touched with `lock` held.
    private let lock = NSLock()
    private var losing = false
    private var requests: [URLRequest] = []
    private let live = URLSessionTransport()

    func losesNextAnswer() {
        lock.withLock { losing = true }
    }

    var sent: [URLRequest] { lock.withLock { requests } }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { requests.append(request) }
        let answer = try await live.send(request)
        if lock.withLock({ () -> Bool in
            defer { losing = false }
            return losing
        }) {
            throw URLError(.networkConnectionLost)
        }
        return answer
    }
}
