import Foundation

/// Where the app keeps its local data: the embedded server's SQLite file, the remembered
/// username and the session.
public enum DataDirectory {
    /// The SQLite file of the embedded server, inside the data directory.
    public static let databaseFileName = "footballgather.sqlite"
    /// The log of the embedded server and anything else written to standard error while the screen is drawn.
    public static let logFileName = "footballgather.log"

    /// The data directory: `option` (from `--data-dir`; `~` and relative paths expanded) when
    /// given, else `$XDG_DATA_HOME/footballgather` when XDG_DATA_HOME is an absolute path, else
    /// `~/.local/share/footballgather`.
    public static func resolve(
        option: String?, environment: [String: String],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> URL {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        if let option, !option.isEmpty {
            var path = option
            if path == "~" {
                path = home
            } else if path.hasPrefix("~/") {
                path = home + path.dropFirst()
            }
            let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
            return URL(fileURLWithPath: path, isDirectory: true, relativeTo: base).standardizedFileURL
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
                "footballgather", isDirectory: true)
        }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/footballgather", isDirectory: true)
    }

    /// Creates `directory` (readable by its owner only) when it does not exist.
    public static func create(_ directory: URL) throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
