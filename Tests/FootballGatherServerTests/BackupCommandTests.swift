import FootballGatherAPI
import Foundation
import SQLiteNIO
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("footballgather-server backup")
struct BackupCommandTests {
    @Test("A backup taken while the app is open holds every row written before it, and only its owner reads it")
    func backupWhileOpen() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("fg.sqlite").path
            let target = folder.appendingPathComponent("it's a backup.sqlite").path
            try await withFileApp(path) { app in
                let api = TestAPI(app: app)
                let token = try await api.signUp("alice")
                let early = ["Ana", "Ben", "Cy"]
                for name in early { _ = try await api.createPlayer(PlayerRequest(name: name), token: token) }
                // Written after the first ones, still in the write-ahead log (nothing checkpointed yet).
                let late = (1...20).map { "Late \($0)" }
                for name in late { _ = try await api.createPlayer(PlayerRequest(name: name), token: token) }

                let (status, lines) = await runServerCommand(["backup", target], ["SQLITE_PATH": path])
                #expect(status == 0)
                #expect(lines.isEmpty)
                _ = try await api.createPlayer(PlayerRequest(name: "After"), token: token)

                #expect(try await column("name", of: "players", in: target) == (early + late).sorted())
                #expect(try await column("username", of: "users", in: target) == ["alice"])
                let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
                #expect(mode == 0o600)
            }
        }
    }

    @Test("An existing file is refused unless --force, which replaces it")
    func existingTarget() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("fg.sqlite").path
            let target = folder.appendingPathComponent("backup.sqlite").path
            try await withFileApp(path) { app in
                _ = try await TestAPI(app: app).signUp("alice")
                try Data("keep me".utf8).write(to: URL(fileURLWithPath: target))

                let (status, lines) = await runServerCommand(["backup", target], ["SQLITE_PATH": path])
                #expect(status == 1)
                #expect(
                    lines == [
                        "footballgather-server: \(target) already exists: choose another file, or pass --force to "
                            + "replace it."
                    ])
                #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")

                let (forced, _) = await runServerCommand(["backup", target, "--force"], ["SQLITE_PATH": path])
                #expect(forced == 0)
                #expect(try await column("username", of: "users", in: target) == ["alice"])
                let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                #expect(!leftovers.contains { $0.contains(".partial-") }, "\(leftovers)")
            }
        }
    }

    @Test("PostgreSQL is refused with a pointer to pg_dump, and nothing is connected to")
    func postgres() async throws {
        try await withTemporaryFolder { folder in
            let target = folder.appendingPathComponent("backup.sqlite").path
            let (status, lines) = await runServerCommand(
                ["backup", target], ["DATABASE_URL": "postgres://fg:s3cret@127.0.0.1:1/football"])
            #expect(status == 1)
            #expect(
                lines == [
                    "footballgather-server: The database is PostgreSQL (DATABASE_URL is set): back it up with "
                        + "pg_dump instead."
                ])
            #expect(!FileManager.default.fileExists(atPath: target))
        }
    }

    @Test("A database file that does not exist is refused, and not created")
    func missingDatabase() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("fg.sqlite").path
            let target = folder.appendingPathComponent("backup.sqlite").path
            let (status, lines) = await runServerCommand(["backup", target], ["SQLITE_PATH": path])
            #expect(status == 1)
            #expect(
                lines == [
                    "footballgather-server: There is no database at \(path) to back up (SQLITE_PATH names the "
                        + "server's SQLite file)."
                ])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("The database itself is refused as the backup's file, even with --force")
    func databaseAsTarget() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("fg.sqlite").path
            try await withFileApp(path) { app in
                _ = try await TestAPI(app: app).signUp("alice")
                let (status, lines) = await runServerCommand(["backup", path, "--force"], ["SQLITE_PATH": path])
                #expect(status == 1)
                #expect(
                    lines == [
                        "footballgather-server: \(path) is the database itself: choose another file for the backup."
                    ])
                #expect(try await column("username", of: "users", in: path) == ["alice"])
            }
        }
    }

    /// Runs `body` with an app configured and migrated on the SQLite file at `path`, shut down afterwards.
    private func withFileApp(_ path: String, _ body: (Application) async throws -> Void) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            try await configure(app, ServerConfiguration(database: .sqlite(path: path), passwordHashCost: 4))
            try await body(app)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    /// The values of `name` in every row of `table` of the SQLite file at `path`, sorted.
    private func column(_ name: String, of table: String, in path: String) async throws -> [String] {
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        do {
            let rows = try await connection.query("SELECT \(name) FROM \(table)")
            try await connection.close()
            return rows.compactMap { $0.column(name)?.string }.sorted()
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
