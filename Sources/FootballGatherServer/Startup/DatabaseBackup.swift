import Foundation
import Logging
import SQLiteNIO

/// A consistent copy of the server's SQLite database, written with SQLite's `VACUUM INTO` on a
/// connection of its own: a snapshot of one read transaction, safe while the server writes (in
/// WAL mode readers never wait for the writer), compacted, with the write-ahead log folded in.
struct DatabaseBackup {
    /// The database the server is configured with.
    var database: ServerConfiguration.Database

    /// Copies the database into `target`, a file that must not exist unless `replacing`.
    ///
    /// The copy is written beside `target` under a temporary name, readable by its owner only, and
    /// renamed to `target` once complete, so `target` is never a half-written file.
    /// - Returns: the SQLite file that was copied.
    /// - Throws: ``BackupError`` saying why nothing was written.
    @discardableResult
    func write(to target: String, replacing: Bool, logger: Logger) async throws -> String {
        let source: String
        switch database {
        case .sqlite(let path): source = Self.absolute(path)
        case .sqliteInMemory: throw BackupError.inMemory
        case .postgres: throw BackupError.postgres
        }
        let files = FileManager.default
        guard files.fileExists(atPath: source) else { throw BackupError.noDatabase(path: source) }
        let destination = Self.absolute(target)
        guard Self.resolved(destination) != Self.resolved(source) else {
            throw BackupError.isTheDatabase(path: destination)
        }
        if files.fileExists(atPath: destination), !replacing { throw BackupError.targetExists(path: destination) }

        let folder = (destination as NSString).deletingLastPathComponent
        let staging = folder + "/." + (destination as NSString).lastPathComponent + ".partial-" + UUID().uuidString
        let descriptor = open(staging, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard descriptor >= 0 else {
            throw BackupError.failed(path: destination, cause: String(cString: strerror(errno)))
        }
        close(descriptor)
        do {
            try await Self.vacuum(source, into: staging, logger: logger)
            guard rename(staging, destination) == 0 else {
                throw BackupError.failed(path: destination, cause: String(cString: strerror(errno)))
            }
        } catch {
            try? files.removeItem(atPath: staging)
            throw error as? BackupError ?? BackupError.failed(path: destination, cause: StartupError.cause(of: error))
        }
        return source
    }

    /// Runs `VACUUM INTO` on a new connection to `source`; the target's name is a bound value, never
    /// SQL text, so no quote in it can end the string.
    private static func vacuum(_ source: String, into staging: String, logger: Logger) async throws {
        let connection = try await SQLiteConnection.open(storage: .file(path: source), logger: logger)
        do {
            _ = try await connection.query("PRAGMA busy_timeout = \(SQLiteSettings.busyTimeoutMilliseconds)")
            _ = try await connection.query("VACUUM INTO ?", [.text(staging)])
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }

    /// `path` made absolute against the working folder (so it is never read as a `file:` URI).
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }

    /// `path` with the symbolic links of its folder (and of itself, when it exists) resolved.
    private static func resolved(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(url.lastPathComponent).resolvingSymlinksInPath().path
    }
}

/// Why `footballgather-server backup` wrote nothing, in one sentence.
enum BackupError: Error, Equatable, CustomStringConvertible {
    case postgres
    case inMemory
    case noDatabase(path: String)
    case targetExists(path: String)
    case isTheDatabase(path: String)
    case failed(path: String, cause: String)

    var description: String {
        switch self {
        case .postgres:
            "The database is PostgreSQL (DATABASE_URL is set): back it up with pg_dump instead."
        case .inMemory:
            "An in-memory database cannot be backed up."
        case .noDatabase(let path):
            "There is no database at \(path) to back up (SQLITE_PATH names the server's SQLite file)."
        case .targetExists(let path):
            "\(path) already exists: choose another file, or pass --force to replace it."
        case .isTheDatabase(let path):
            "\(path) is the database itself: choose another file for the backup."
        case .failed(let path, let cause):
            "Cannot write the backup \(path): \(cause)."
        }
    }
}
