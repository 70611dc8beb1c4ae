import FootballGatherServer
import FootballGatherTerminal
import Foundation

/// Runs the server from FootballGatherServer inside the terminal app. Its logs are limited to
/// critical messages so that they never draw over the screen.
struct EmbeddedServerLauncher: EmbeddedServerStarting {
    func start(databasePath: String) async throws -> any RunningServer {
        let configuration = ServerConfiguration(database: .sqlite(path: databasePath))
        return Started(server: try await EmbeddedServer.start(configuration: configuration, logLevel: .critical))
    }

    /// The started server, as the terminal app sees it.
    struct Started: RunningServer {
        let server: EmbeddedServer

        var baseURL: URL { server.baseURL }

        func stop() async {
            await server.stop()
        }
    }
}
