import ArgumentParser
import FootballGatherWebHosting
import Foundation

/// `footballgather web`: the app served to browsers on one port, beside its own API unless
/// `--server` names one.
struct WebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Serve the app to browsers, for phones and desktops.",
        discussion: """
            By default it starts the API with its data in a SQLite file in the data directory and serves \
            the web app beside it on http://127.0.0.1:8080/, so one command is enough. With --server the \
            web app uses a Football Gather server that is already running instead. To open the app from a \
            phone on the same network, listen on every address with --hostname 0.0.0.0 and open \
            http://<this computer's address>:8080/ on the phone.

            A tab's screens live on the server: a reload, or a phone waking up, finds them as they were, \
            match clock included. They are kept for two hours after the page went away.

            Environment: XDG_DATA_HOME (data directory), TRUSTED_PROXIES, ALLOWED_HOSTS.
            """
    )

    @OptionGroup var options: FootballGatherOptions

    @Option(name: .long, help: ArgumentHelp("Listen on <port> (0 picks a free one).", valueName: "port"))
    var port: Int = 8080

    @Option(name: .long, help: ArgumentHelp("Listen on <address>.", valueName: "address"))
    var hostname: String = "127.0.0.1"

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port needs a number from 0 to 65535 (got \(port)).")
        }
        guard !hostname.isEmpty else {
            throw ValidationError("--hostname needs an address, like 127.0.0.1 or 0.0.0.0.")
        }
    }

    /// Where and what to serve, as the options say.
    func settings(environment: [String: String]) -> WebServer.Settings {
        WebServer.Settings(
            hostname: hostname, port: port, serverURL: options.serverURL,
            dataFolder: options.dataFolder(environment: environment))
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let status = await FootballGatherWebLoader(
            settings: settings(environment: environment), environment: environment
        )
        .run()
        if status != 0 { throw ExitCode(status) }
    }
}
