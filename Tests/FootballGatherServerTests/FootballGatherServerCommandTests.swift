import FluentKit
import Foundation
import SQLKit
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("Starting footballgather-server")
struct ServerMainTests {
    private func run(_ arguments: [String], _ variables: [String: String]) async -> (Int32, [String]) {
        await runServerCommand(arguments, variables)
    }

    private func withFolder<T>(_ body: (URL) async throws -> T) async rethrows -> T {
        try await withTemporaryFolder(body)
    }

    @Test("Production unless --env, -e or VAPOR_ENV names another environment; the flag is not passed on")
    func environment() throws {
        let plain = try FootballGatherServerCommand.detectEnvironment(
            arguments: ["fg", "serve", "--port", "9"], variables: [:])
        #expect(plain.name == "production")
        #expect(plain.arguments == ["fg", "serve", "--port", "9"])
        let named = try FootballGatherServerCommand.detectEnvironment(
            arguments: ["fg", "serve", "--env", "development"], variables: [:])
        #expect(named.name == "development")
        #expect(named.arguments == ["fg", "serve"])
        #expect(
            try FootballGatherServerCommand.detectEnvironment(arguments: ["fg", "-e", "test"], variables: [:]).name
                == "testing")
        #expect(
            try FootballGatherServerCommand.detectEnvironment(arguments: ["fg"], variables: ["VAPOR_ENV": "dev"]).name
                == "development")
    }

    @Test("An unusable variable: one sentence naming it, status 1")
    func badVariable() async {
        let (status, lines) = await run(["serve"], ["DB_POOL_SIZE": "lots"])
        #expect(status == 1)
        #expect(
            lines == [
                #"footballgather-server: DB_POOL_SIZE must be a whole number of connections between 1 and 100, not "lots"."#
            ])
    }

    @Test("An unreachable database: one sentence with the URL's password hidden, status 1")
    func databaseUnreachable() async {
        let (status, lines) = await run(
            ["serve", "--port", "1"], ["DATABASE_URL": "postgres://fg:s3cret@127.0.0.1:1/football?sslmode=disable"])
        #expect(status == 1)
        #expect(lines.count == 1)
        let line = lines.first ?? ""
        #expect(
            line.hasPrefix(
                "footballgather-server: Cannot reach PostgreSQL at postgres://fg:***@127.0.0.1:1/football?sslmode=disable: "
            ), "\(line)")
        #expect(line.hasSuffix("."))
        #expect(!line.contains("s3cret"))
    }

    @Test("A port another program listens on: one sentence naming the address, status 1")
    func portInUse() async throws {
        let other = try await EmbeddedServer.start(configuration: ServerConfiguration(database: .sqliteInMemory))
        let port = try #require(other.baseURL.port)
        let (status, lines) = await withFolder { folder in
            await run(
                ["serve", "--hostname", "127.0.0.1", "--port", "\(port)"],
                ["SQLITE_PATH": folder.appendingPathComponent("fg.sqlite").path])
        }
        await other.stop()
        #expect(status == 1)
        #expect(
            lines == [
                "footballgather-server: Cannot listen on 127.0.0.1:\(port): another program already uses that address "
                    + "(choose another with --port)."
            ])
    }

    @Test("A migration that fails: one sentence naming the database and the cause, status 1")
    func migrationFails() async throws {
        try await withFolder { folder in
            let path = folder.appendingPathComponent("fg.sqlite").path
            try await withDatabase(path) { sql in try await sql.raw("CREATE TABLE users (id INTEGER)").run() }
            let (status, lines) = await run(["serve", "--port", "1"], ["SQLITE_PATH": path])
            #expect(status == 1)
            #expect(lines.count == 1)
            #expect(lines.first?.hasPrefix("footballgather-server: Migrating the SQLite file \(path) failed: ") == true)
            #expect(lines.first?.contains("users") == true, "\(lines)")
        }
    }

    @Test("AUTO_MIGRATE=false on a database never migrated: told to run migrate, status 1")
    func notMigrated() async {
        await withFolder { folder in
            let path = folder.appendingPathComponent("fg.sqlite").path
            let (status, lines) = await run(["serve", "--port", "1"], ["SQLITE_PATH": path, "AUTO_MIGRATE": "false"])
            #expect(status == 1)
            #expect(
                lines == [
                    "footballgather-server: The SQLite file \(path) lacks \(SchemaMigrations.all.count) migrations and "
                        + "AUTO_MIGRATE is false: run `footballgather-server migrate --yes` first, or start with "
                        + "AUTO_MIGRATE=true."
                ])
        }
    }

    @Test("`migrate --yes` prepares the schema, after which AUTO_MIGRATE=false starts cleanly")
    func migrateCommand() async throws {
        try await withFolder { folder in
            let path = folder.appendingPathComponent("fg.sqlite").path
            let (status, lines) = await run(["migrate", "--yes"], ["SQLITE_PATH": path, "AUTO_MIGRATE": "false"])
            #expect(status == 0)
            #expect(lines.isEmpty)

            let app = try await Application.make(.testing)
            app.logger.logLevel = .critical
            let configuration = ServerConfiguration(
                database: .sqlite(path: path), passwordHashCost: 4, migratesAutomatically: false)
            do {
                try await configure(app, configuration)
                try await FootballGatherServerCommand.prepareDatabase(of: app, configuration: configuration)
                let pending = try await app.migrator.previewPrepareBatch().get()
                #expect(pending.isEmpty)
            } catch {
                Issue.record(error)
            }
            try await app.asyncShutdown()
        }
    }

    @Test("A missing OpenAPI document is a start-up error, not a failing route")
    func openAPIMissing() {
        #expect(throws: StartupError.openAPIDocumentMissing) {
            try OpenAPIDocument.load(from: URL(fileURLWithPath: "/nonexistent/openapi.yaml"))
        }
        #expect(throws: StartupError.openAPIDocumentMissing) { try OpenAPIDocument.load(from: nil) }
        #expect(
            StartupError.openAPIDocumentMissing.description
                == "The OpenAPI document (openapi.yaml) is missing from the server's resources; reinstall the server.")
    }

    /// Opens the SQLite file at `path` without migrating it and runs `body` on it.
    private func withDatabase(_ path: String, _ body: (any SQLDatabase) async throws -> Void) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            try await configure(
                app,
                ServerConfiguration(database: .sqlite(path: path), passwordHashCost: 4, migratesAutomatically: false))
            try await body(try #require(app.db as? any SQLDatabase))
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
