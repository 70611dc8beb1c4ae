import Foundation

/// The SQLite file and its write-ahead log are readable and writable by their owner only,
/// whatever the process's umask.
enum SQLiteFile {
    /// The files SQLite keeps beside the database in WAL mode.
    static let companionSuffixes = ["-wal", "-shm"]

    /// Creates the database file at `path` with mode 0600 when it is missing, and sets 0600 on it
    /// and on its `-wal` and `-shm` files when they exist. SQLite creates the `-wal` and `-shm`
    /// files with the database file's mode, so they follow.
    static func restrictPermissions(atPath path: String) throws {
        let files = FileManager.default
        if !files.fileExists(atPath: path) {
            guard files.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        for file in [path] + companionSuffixes.map({ path + $0 }) where files.fileExists(atPath: file) {
            try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        }
    }
}
