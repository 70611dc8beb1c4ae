import ArgumentParser
import Foundation

/// The command line of `footballgather`.
public struct AppOptions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "footballgather",
        abstract: "Football Gather: run casual football matches with your friends, in the terminal.",
        discussion: """
            By default the app starts its own server on a free 127.0.0.1 port, with its data in a \
            SQLite file in the data directory, so one command is enough. With --server it talks to a \
            Football Gather server that is already running instead (for several players on one \
            server). The data directory also keeps the remembered username and your session.

            Keys: every screen lists the keys it accepts at the bottom. Esc goes back, q quits \
            from the first screen, Ctrl-C quits from anywhere (during a match it asks first). \
            While something loads, Esc cancels it.

            Environment: XDG_DATA_HOME (data directory), NO_COLOR (no colours), TERM.

            To use the app in a browser instead, run `footballgather web` (see `footballgather web --help`).
            """
    )

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Use the Football Gather server at <url> (e.g. http://127.0.0.1:8080) instead of starting one.",
            valueName: "url"))
    public var server: String?

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Keep local data in <path> (default: $XDG_DATA_HOME/footballgather or ~/.local/share/footballgather).",
            valueName: "path"))
    public var dataDirectory: String?

    public init() {}

    /// The server's address, when `--server` was given.
    public var serverURL: URL? {
        server.flatMap(URL.init(string:))
    }

    public func validate() throws {
        if let server {
            guard let url = URL(string: server), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host?.isEmpty == false
            else {
                throw ValidationError(
                    "--server needs an http:// or https:// URL, like http://127.0.0.1:8080 (got \"\(server)\").")
            }
        }
        if let dataDirectory, dataDirectory.isEmpty {
            throw ValidationError("--data-dir needs a folder path.")
        }
    }
}
