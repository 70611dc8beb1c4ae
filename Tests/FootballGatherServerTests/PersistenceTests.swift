import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Data survives a restart")
struct PersistenceTests {
    @Test("Users, players and sessions written before a restart are there after it (SQLite file)")
    func sqliteFileSurvivesRestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = ServerConfiguration(
            database: .sqlite(path: folder.appendingPathComponent("nested/data.sqlite").path), passwordHashCost: 4)

        let (token, player) = try await run(configuration) { api in
            let token = try await api.signUp("alice", password: "pitch-side")
            return (token, try await api.createPlayer(PlayerRequest(name: "Ana", age: 31), token: token))
        }
        let players = try await run(configuration) { api in
            _ = try await api.logIn("alice", password: "pitch-side")
            let response = try await api.send(.GET, APIPath.players, token: token)
            return try api.decode([PlayerResponse].self, from: response)
        }

        #expect(players == [player])
    }

    private func run<T>(_ configuration: ServerConfiguration, _ body: (TestAPI) async throws -> T) async throws -> T {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .error
        do {
            try await configure(app, configuration)
            let result = try await body(TestAPI(app: app))
            try await app.asyncShutdown()
            return result
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }
}
