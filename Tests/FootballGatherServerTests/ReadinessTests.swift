import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Liveness and readiness probes")
struct ReadinessTests {
    @Test("Live answers while the process does, even with the database gone")
    func live() async throws {
        try await withUnreachableDatabase(port: 1) { api in
            let response = try await api.send(.GET, APIPath.healthLive)
            #expect(response.status == .ok)
            #expect(try api.decode(ProbeResponse.self, from: response) == .ok)
        }
    }

    @Test("Ready answers 200 on a migrated database that answers", arguments: TestDatabase.all)
    func ready(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let response = try await api.send(.GET, APIPath.healthReady)
            #expect(response.status == .ok)
            #expect(try api.decode(ProbeResponse.self, from: response) == .ok)
        }
    }

    @Test("Ready answers 503 once the server is shutting down; the old health still says the database is up")
    func draining() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            app.isDraining = true
            let response = try await api.send(.GET, APIPath.healthReady)
            #expect(response.status == .serviceUnavailable)
            #expect(try api.decode(ProbeResponse.self, from: response) == .unavailable("The server is shutting down."))
            #expect(try await api.send(.GET, APIPath.health).status == .ok)
        }
    }

    @Test("Ready answers 503 while migrations have not run, and 200 once they have")
    func notMigrated() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        try await configure(app, ServerConfiguration(database: .sqliteInMemory, migratesAutomatically: false))
        let api = TestAPI(app: app)
        let before = try await api.send(.GET, APIPath.healthReady)
        try await app.autoMigrate()
        let after = try await api.send(.GET, APIPath.healthReady)
        try await app.asyncShutdown()

        #expect(before.status == .serviceUnavailable)
        let reason = try #require(try api.decode(ProbeResponse.self, from: before).reason)
        #expect(reason.hasSuffix("migrations have not run: run `footballgather-server migrate --yes`."))
        #expect(after.status == .ok)
    }

    @Test("Ready answers 503 when the database cannot be reached")
    func unreachable() async throws {
        try await withUnreachableDatabase(port: 1) { api in
            // However loaded the machine, the refused connection is what answers, not the timeout.
            api.app.readiness.withLockedValue { $0.databaseTimeout = .seconds(60) }
            let response = try await api.send(.GET, APIPath.healthReady)
            #expect(response.status == .serviceUnavailable)
            #expect(
                try api.decode(ProbeResponse.self, from: response) == .unavailable("The database cannot be reached."))
        }
    }

    @Test("Ready answers 503 within about a second when the database takes connections but never answers")
    func silentDatabase() async throws {
        let listener = try SilentListener()
        try await withUnreachableDatabase(port: listener.port) { api in
            let response = try await api.send(.GET, APIPath.healthReady)
            // The connection waiting in its queue is refused, so the app stops without waiting for it.
            listener.close()
            #expect(response.status == .serviceUnavailable)
            #expect(
                try api.decode(ProbeResponse.self, from: response)
                    == .unavailable("The database did not answer within 1 second."))
        }
    }

    /// Runs `test` against an app whose PostgreSQL database is at 127.0.0.1:`port`.
    private func withUnreachableDatabase(port: Int, _ test: (TestAPI) async throws -> Void) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        try await configure(
            app,
            ServerConfiguration(
                database: .postgres(url: "postgres://nobody:secret@127.0.0.1:\(port)/none?sslmode=disable"),
                migratesAutomatically: false))
        do {
            try await test(TestAPI(app: app))
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}

/// A socket on 127.0.0.1 that takes connections (the system completes them) and never says a word.
private struct SilentListener {
    let descriptor: Int32
    let port: Int

    init() throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 8) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() {
        _ = systemClose(descriptor)
    }
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
