import FootballGatherServer
import Foundation

/// Runs the server from FootballGatherServer inside the terminal app. Its logs are limited to
/// critical messages so that they never draw over the screen.
public struct EmbeddedServerLauncher: EmbeddedServerStarting {
    public init() {}

    public func start(databasePath: String) async throws -> any RunningServer {
        let configuration = ServerConfiguration(database: .sqlite(path: databasePath))
        return try await EmbeddedServer.start(configuration: configuration, logLevel: .critical)
    }
}

extension EmbeddedServer: RunningServer {}
