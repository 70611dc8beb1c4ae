import ConsoleKit
import Vapor

/// `footballgather-server backup FILE [--force]`: writes a consistent copy of the SQLite database
/// to FILE while the server may be running (see ``DatabaseBackup``).
struct BackupCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "file", help: "Where the copy goes; it must not exist yet.")
        var file: String

        @Flag(name: "force", help: "Replace FILE when it exists.")
        var force: Bool

        init() {}
    }

    /// The database the server is configured with.
    let database: ServerConfiguration.Database

    var help: String {
        "Writes a consistent copy of the SQLite database to FILE, safe while the server runs"
    }

    func run(using context: CommandContext, signature: Signature) async throws {
        let backup = DatabaseBackup(database: database)
        let source = try await backup.write(
            to: signature.file, replacing: signature.force, logger: context.application.logger)
        context.console.print("Backed up \(source) to \(DatabaseBackup.absolute(signature.file)).")
    }
}
