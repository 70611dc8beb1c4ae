import Foundation

/// The folder where an app keeps its local data on this machine (settings, a session, a database).
///
/// One rule for every app: the folder a person names (`--data-dir`) when given, else
/// `$XDG_DATA_HOME/<app>` when XDG_DATA_HOME is an absolute path, else `~/.local/share/<app>`.
/// The folder is created readable by its owner only. What files go in it is the app's business.
public struct DataFolder: Equatable, Sendable {
    /// The folder's location.
    public let url: URL

    /// The folder at `url` (`.` and `..` resolved).
    public init(url: URL) {
        self.url = URL(fileURLWithPath: url.standardizedFileURL.path, isDirectory: true)
    }

    /// The data folder of the app whose folder is named `appFolderName`.
    /// - Parameters:
    ///   - appFolderName: the folder's name under `$XDG_DATA_HOME` or `~/.local/share`, e.g. `footballgather`.
    ///   - option: the folder a person named (`--data-dir`); `~` and relative paths are expanded.
    ///   - environment: `HOME` and `XDG_DATA_HOME`; an empty `HOME` falls back to the user's home folder.
    ///   - currentDirectory: what a relative `option` is relative to.
    public init(
        appFolderName: String, option: String?, environment: [String: String],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        if let option, !option.isEmpty {
            var path = option
            if path == "~" {
                path = home
            } else if path.hasPrefix("~/") {
                path = home + path.dropFirst()
            }
            let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
            self.init(url: URL(fileURLWithPath: path, isDirectory: true, relativeTo: base))
        } else if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            self.init(url: URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(appFolderName))
        } else {
            self.init(
                url: URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                    ".local/share/\(appFolderName)")
            )
        }
    }

    /// The folder's path, as shown to a person.
    public var path: String { url.path }

    /// The file named `name` inside the folder.
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name, isDirectory: false)
    }

    /// Creates the folder, and any missing folder above it, readable by its owner only. A folder
    /// that already exists is left as it is.
    /// - Throws: the file system's error when the folder cannot be created (a file in the way, no permission).
    public func create() throws {
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
