import FootballGather
import FootballGatherAPI
import FootballGatherServer
import Foundation
import Testing

/// The app's live services against the real server, started in process on a loopback port
/// with SQLite in memory: everything a user does, over real HTTP.
@Suite("Live services against the real server")
struct LiveServicesEndToEndTests {
    @Test("Register, log in, manage players, play a gather, read history, log out, then get 401")
    func wholeJourney() async throws {
        try await withServer { app, dataDirectory in
            try await app.accounts.register(username: "alice", password: "pitch-side")
            let session = try await app.accounts.login(username: "alice", password: "pitch-side")
            #expect(session.username == "alice")
            #expect(await app.accounts.restoreSession() == session)

            var ana = try await app.players.createPlayer(PlayerRequest(name: "Ana", preferredPosition: .striker))
            let ben = try await app.players.createPlayer(PlayerRequest(name: "Ben", age: 29))
            let cy = try await app.players.createPlayer(PlayerRequest(name: "Cy"))
            var professional = ana
            professional.skill = .professional
            ana = try await app.players.updatePlayer(professional, replacing: ana)
            try await app.players.deletePlayer(id: cy.id)
            #expect(try await app.players.players() == [ana, ben])

            let gather = try await app.gathers.createGather(players: [
                PlayerInTeam(player: ana, team: .teamA), PlayerInTeam(player: ben, team: .teamB),
                PlayerInTeam(player: cy, team: .bench),
            ])
            #expect(gather.players.map(\.player.name) == ["Ana", "Ben"])
            let score = try #require(GatherScore(teamA: 2, teamB: 1))
            let ended = try await app.gathers.endGather(id: gather.id, score: score)
            #expect(ended.score == score)
            #expect(ended.winner == .teamA)
            #expect(try await app.gathers.gathers() == [ended])

            try await app.accounts.logout()
            #expect(await app.accounts.restoreSession() == nil)
            await #expect(throws: ServiceError.sessionExpired) { try await app.players.players() }

            let sessionFile = dataDirectory.appendingPathComponent("session.json")
            #expect(!FileManager.default.fileExists(atPath: sessionFile.path))
        }
    }

    @Test("The server's refusals reach the user as sentences")
    func refusals() async throws {
        try await withServer { app, _ in
            try await app.accounts.register(username: "alice", password: "pitch-side")
            await #expect(throws: ServiceError.usernameTaken) {
                try await app.accounts.register(username: "alice", password: "other-password")
            }
            await #expect(throws: ServiceError.invalidCredentials) {
                _ = try await app.accounts.login(username: "alice", password: "wrong")
            }
            _ = try await app.accounts.login(username: "alice", password: "pitch-side")
            await #expect(throws: ServiceError.rejected(reason: "'age' must be between 1 and 120.")) {
                _ = try await app.players.createPlayer(PlayerRequest(name: "Old", age: 200))
            }
            await #expect(throws: ServiceError.notFound) { try await app.players.deletePlayer(id: UUID()) }
        }
    }

    @Test("An edit over a copy another device changed meanwhile is refused, and the other change survives")
    func lostUpdate() async throws {
        try await withServer { app, _ in
            try await app.accounts.register(username: "alice", password: "pitch-side")
            _ = try await app.accounts.login(username: "alice", password: "pitch-side")
            let read = try await app.players.createPlayer(PlayerRequest(name: "Ana"))
            var renamed = read
            renamed.name = "Anna"
            let elsewhere = try await app.players.updatePlayer(renamed, replacing: read)
            var older = read
            older.age = 30
            await #expect(throws: ServiceError.changedElsewhere) {
                _ = try await app.players.updatePlayer(older, replacing: read)
            }
            #expect(try await app.players.player(id: read.id) == elsewhere)
        }
    }

    @Test("A gather left without a result can be deleted; History's list then no longer has it")
    func discardGather() async throws {
        try await withServer { app, _ in
            try await app.accounts.register(username: "alice", password: "pitch-side")
            _ = try await app.accounts.login(username: "alice", password: "pitch-side")
            let ana = try await app.players.createPlayer(PlayerRequest(name: "Ana"))
            let ben = try await app.players.createPlayer(PlayerRequest(name: "Ben"))
            let gather = try await app.gathers.createGather(players: [
                PlayerInTeam(player: ana, team: .teamA), PlayerInTeam(player: ben, team: .teamB),
            ])
            try await app.gathers.deleteGather(id: gather.id)
            #expect(try await app.gathers.gathers() == [])
        }
    }

    @Test("A stopped server is reported as unreachable, naming the address tried")
    func unreachable() async throws {
        let server = try await EmbeddedServer.start(
            configuration: ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4), logLevel: .critical)
        let address = server.baseURL
        await server.stop()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppDependencies.live(serverURL: address, dataDirectory: folder)

        await #expect(throws: ServiceError.unreachable(address: address.absoluteString)) {
            try await app.accounts.register(username: "alice", password: "pitch-side")
        }
    }

    /// Runs `body` with live services talking to a fresh embedded server, and a data folder of its own.
    private func withServer(_ body: (AppDependencies, URL) async throws -> Void) async throws {
        let server = try await EmbeddedServer.start(
            configuration: ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4), logLevel: .critical)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-e2e-\(UUID().uuidString)")
        do {
            try await body(AppDependencies.live(serverURL: server.baseURL, dataDirectory: folder), folder)
        } catch {
            await server.stop()
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
