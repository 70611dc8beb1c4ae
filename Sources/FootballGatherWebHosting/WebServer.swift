import FootballGatherAPI
import FootballGatherServer
import Foundation
import VIPERKit
import Vapor

/// The web app running in this process: with the API and its SQLite database (the default), or
/// alone, talking to an API elsewhere (`--server`).
public struct WebServer: Sendable {
    /// A start that failed, said in one sentence.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The page's address, e.g. `http://127.0.0.1:8080/`.
    public let pageURL: URL
    private let stopServer: @Sendable () async -> Void

    /// Where and what `footballgather web` serves.
    public struct Settings: Sendable, Equatable {
        /// The address to listen on.
        public var hostname: String
        /// The port to listen on; 0 picks a free one.
        public var port: Int
        /// The API to use (`--server`); `nil` starts it in this process with its database in `dataFolder`.
        public var serverURL: URL?
        /// Where the database lives when the API runs in this process.
        public var dataFolder: DataFolder

        /// - Parameters:
        ///   - hostname: the listening address, loopback by default.
        ///   - port: the listening port, 8080 by default.
        ///   - serverURL: an API elsewhere, or `nil` for the one in this process.
        ///   - dataFolder: the folder of the database.
        public init(hostname: String = "127.0.0.1", port: Int = 8080, serverURL: URL? = nil, dataFolder: DataFolder) {
            self.hostname = hostname
            self.port = port
            self.serverURL = serverURL
            self.dataFolder = dataFolder
        }
    }

    /// Starts serving as `settings` say.
    /// - Parameter environment: `TRUSTED_PROXIES` and `ALLOWED_HOSTS`.
    /// - Throws: ``StartError`` naming what went wrong (the data folder, the database, or an address in use).
    public static func start(_ settings: Settings, environment: [String: String]) async throws -> WebServer {
        let address = "\(settings.hostname):\(settings.port)"
        if let apiURL = settings.serverURL {
            let app = try await Application.make(.production)
            app.logger.logLevel = .warning
            do {
                try FootballGatherWebRoutes.make(apiURL: apiURL, environment: environment)(app)
                try await app.server.start(address: .hostname(settings.hostname, port: settings.port))
            } catch {
                try? await app.asyncShutdown()
                throw StartError(description: listenFailure(address: address, error: error))
            }
            let port = app.http.server.shared.localAddress?.port ?? settings.port
            return WebServer(pageURL: LoopbackAddress.pageURL(host: settings.hostname, port: port)) {
                await app.server.shutdown()
                try? await app.asyncShutdown()
            }
        }
        let dataFolder = settings.dataFolder
        do {
            try dataFolder.create()
        } catch {
            throw StartError(
                description: "footballgather web cannot create its data directory \(dataFolder.path). "
                    + "Check the path or use --data-dir.")
        }
        let databasePath = dataFolder.file(LocalFiles.databaseFileName).path
        var configuration = ServerConfiguration(database: .sqlite(path: databasePath))
        do {
            configuration.trustedProxies = try TrustedProxies(parsing: environment["TRUSTED_PROXIES"] ?? "")
        } catch {
            throw StartError(description: "footballgather web cannot start: \(error.description)")
        }
        let server: EmbeddedServer
        do {
            server = try await EmbeddedServer.start(
                configuration: configuration, logLevel: .warning,
                host: settings.hostname, port: settings.port,
                frontEnd: FootballGatherWebRoutes.make(environment: environment))
        } catch {
            throw StartError(description: listenFailure(address: address, error: error, databasePath: databasePath))
        }
        let pageURL = LoopbackAddress.pageURL(host: settings.hostname, port: server.baseURL.port ?? settings.port)
        return WebServer(pageURL: pageURL) { await server.stop() }
    }

    /// Stops serving; open pages show "Reconnecting…".
    public func stop() async {
        await stopServer()
    }

    private static func listenFailure(address: String, error: any Error, databasePath: String? = nil) -> String {
        if String(describing: error).contains("Address already in use") {
            return "footballgather web could not listen on \(address): another program uses it. "
                + "Pick another port with --port."
        }
        if let databasePath {
            return "footballgather web could not start its server with the database \(databasePath) "
                + "on \(address): \(error)."
        }
        return "footballgather web could not listen on \(address): \(error)."
    }
}
