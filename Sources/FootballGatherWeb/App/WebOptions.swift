import ArgumentParser
import Foundation

/// The command line of `footballgather web`.
public struct WebOptions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "footballgather web",
        abstract: "Football Gather in the browser: serves the app as a web page, for phones and desktops.",
        discussion: """
            By default it starts the API with its data in a SQLite file in the data directory and serves \
            the web app beside it on http://127.0.0.1:8080/, so one command is enough. With --server the \
            web app uses a Football Gather server that is already running instead. To open the app from a \
            phone on the same network, listen on every address with --hostname 0.0.0.0 and open \
            http://<this computer's address>:8080/ on the phone.

            A tab's screens live on the server: a reload, or a phone waking up, finds them as they were, \
            match clock included. They are kept for two hours after the page went away.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Listen on <port> (0 picks a free one).", valueName: "port"))
    public var port: Int = 8080

    @Option(name: .long, help: ArgumentHelp("Listen on <address>.", valueName: "address"))
    public var hostname: String = "127.0.0.1"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Use the Football Gather API at <url> (e.g. http://127.0.0.1:8081) instead of starting one.",
            valueName: "url"))
    public var server: String?

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Keep the database in <path> (default: $XDG_DATA_HOME/footballgather or ~/.local/share/footballgather).",
            valueName: "path"))
    public var dataDirectory: String?

    public init() {}

    /// The API's address, when `--server` was given.
    public var serverURL: URL? {
        server.flatMap(URL.init(string:))
    }

    public func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port needs a number from 0 to 65535 (got \(port)).")
        }
        guard !hostname.isEmpty else {
            throw ValidationError("--hostname needs an address, like 127.0.0.1 or 0.0.0.0.")
        }
        if let server {
            guard let url = URL(string: server), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host?.isEmpty == false
            else {
                throw ValidationError(
                    "--server needs an http:// or https:// URL, like http://127.0.0.1:8081 (got \"\(server)\").")
            }
        }
        if let dataDirectory, dataDirectory.isEmpty {
            throw ValidationError("--data-dir needs a folder path.")
        }
    }
}
