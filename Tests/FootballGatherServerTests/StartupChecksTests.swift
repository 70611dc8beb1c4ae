import Foundation
import SQLiteNIO
import Testing

@testable import FootballGatherServer

@Suite("Settings and questions refused at start")
struct StartupChecksTests {
    @Test("An unknown LOG_LEVEL is refused with the variable, the value and the accepted levels")
    func unknownLogLevel() async {
        let (status, lines) = await runServerCommand(["serve", "--port", "1"], ["LOG_LEVEL": "verbose"])
        #expect(status == 1)
        #expect(
            lines == [
                "footballgather-server: LOG_LEVEL must be one of trace, debug, info, notice, warning, error or "
                    + #"critical, not "verbose"."#
            ])
    }

    @Test("A long LOG_LEVEL is quoted cut to 40 characters")
    func longLogLevel() {
        let reason =
            "must be one of trace, debug, info, notice, warning, error or critical, not "
            + "\"\(String(repeating: "x", count: 40))\""
        #expect(throws: StartupError.configuration(ConfigurationError(variable: "LOG_LEVEL", reason: reason))) {
            try LogLevelSetting.level(in: ["LOG_LEVEL": String(repeating: "x", count: 100)])
        }
    }

    @Test("LOG_LEVEL takes the seven levels in any case; unset or empty leaves the default")
    func knownLogLevels() throws {
        #expect(try LogLevelSetting.level(in: ["LOG_LEVEL": "DEBUG"]) == .debug)
        #expect(try LogLevelSetting.level(in: ["LOG_LEVEL": "critical"]) == .critical)
        #expect(try LogLevelSetting.level(in: ["LOG_LEVEL": ""]) == nil)
        #expect(try LogLevelSetting.level(in: [:]) == nil)
    }

    @Test("`migrate` without --yes and without a terminal says to pass --yes, and touches nothing")
    func migrateWithoutTerminal() async {
        await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("fg.sqlite").path
            let (status, lines) = await runServerCommand(["migrate"], ["SQLITE_PATH": path])
            #expect(status == 1)
            #expect(
                lines == [
                    "footballgather-server: `migrate` asks before it changes the database, and standard input is not "
                        + "a terminal: pass --yes to go ahead without asking."
                ])
            #expect(!FileManager.default.fileExists(atPath: path))
            let (reverting, _) = await runServerCommand(["migrate", "--revert"], ["SQLITE_PATH": path])
            #expect(reverting == 1)
        }
    }

    @Test("`migrate --yes` needs no terminal, and `migrate --revert --yes` undoes its batch")
    func migrateYesWithoutTerminal() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("fg.sqlite").path
            let (status, lines) = await runServerCommand(["migrate", "--yes"], ["SQLITE_PATH": path])
            #expect(status == 0)
            #expect(lines.isEmpty)
            let migrated = try await tables(in: path)
            #expect(migrated.contains("users"))

            let (reverted, revertLines) = await runServerCommand(
                ["migrate", "--revert", "--yes"], ["SQLITE_PATH": path])
            #expect(reverted == 0)
            #expect(revertLines.isEmpty)
            let left = try await tables(in: path).filter { !$0.hasPrefix("_fluent") && !$0.hasPrefix("sqlite_") }
            #expect(left == [])
        }
    }

    /// The names of the tables of the SQLite file at `path`.
    private func tables(in path: String) async throws -> [String] {
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        let rows = try await connection.query("SELECT name FROM sqlite_master WHERE type = 'table'")
        try await connection.close()
        return rows.compactMap { $0.column("name")?.string }
    }
}
