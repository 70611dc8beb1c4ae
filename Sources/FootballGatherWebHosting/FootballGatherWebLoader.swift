import Foundation
import VIPERKitWeb

/// Starts Football Gather in the browser: serves the web app (with the API and its database in
/// the data folder, or for an API elsewhere), says where, and serves until Ctrl-C.
public struct FootballGatherWebLoader: Sendable {
    private let settings: WebServer.Settings
    private let environment: [String: String]
    /// Starts, announces and stops the server.
    public var launcher = WebLauncher(appName: "Football Gather", programName: WebServer.programName)

    /// - Parameters:
    ///   - settings: the address to listen on, the API and the data folder.
    ///   - environment: `TRUSTED_PROXIES` and `ALLOWED_HOSTS`.
    public init(settings: WebServer.Settings, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.settings = settings
        self.environment = environment
    }

    /// Serves the app until the launcher's `untilStopped` returns.
    /// - Returns: the exit status: 0 after a clean stop, 1 when the server cannot start.
    public func run() async -> Int32 {
        let details = settings.serverURL.map { ["It uses the API at \($0.absoluteString)."] } ?? []
        return await launcher.run(details: details) {
            try await WebServer.start(settings, environment: environment)
        }
    }
}
