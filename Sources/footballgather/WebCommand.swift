import ArgumentParser
import FootballGatherWebHosting
import Foundation
import VIPERKitWeb

/// `footballgather web`: the app served to browsers on one port, beside its own API unless
/// `--server` names one.
struct WebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Serve the app to browsers, for phones and desktops.",
        discussion: """
            By default it starts the API with its data in a SQLite file in the data directory and serves \
            the web app beside it on http://127.0.0.1:8080/, so one command is enough. With --server the \
            web app uses a Football Gather server that is already running instead. \(WebServingOptions.phoneHint)

            A tab's screens live on the server: a reload, or a phone waking up, finds them as they were, \
            match clock included. They are kept for two hours after the page went away.

            Environment: XDG_DATA_HOME (data directory), TRUSTED_PROXIES, ALLOWED_HOSTS.
            """
    )

    @OptionGroup var options: FootballGatherOptions

    @OptionGroup var serving: WebServingOptions

    /// Where and what to serve, as the options say.
    func settings(environment: [String: String]) -> WebServer.Settings {
        WebServer.Settings(
            hostname: serving.hostname, port: serving.port, serverURL: options.serverURL,
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
