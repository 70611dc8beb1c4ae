import FootballGatherServer
import Foundation
import Logging
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

    /// Starts serving as `options` say.
    /// - Throws: ``StartError`` naming what went wrong (the database, or an address in use).
    public static func start(options: WebOptions, environment: [String: String]) async throws -> WebServer {
        let address = "\(options.hostname):\(options.port)"
        if let apiURL = options.serverURL {
            let app = try await Application.make(.production)
            app.logger.logLevel = .warning
            do {
                try FootballGatherWebRoutes.make(apiURL: apiURL)(app)
                try await app.server.start(address: .hostname(options.hostname, port: options.port))
            } catch {
                try? await app.asyncShutdown()
                throw StartError(description: listenFailure(address: address, error: error))
            }
            let port = app.http.server.shared.localAddress?.port ?? options.port
            return WebServer(pageURL: LoopbackAddress.pageURL(host: options.hostname, port: port)) {
                await app.server.shutdown()
                try? await app.asyncShutdown()
            }
        }
        let dataDirectory = DataDirectory.resolve(option: options.dataDirectory, environment: environment)
        do {
            try DataDirectory.create(dataDirectory)
        } catch {
            throw StartError(
                description: "footballgather web cannot create its data directory \(dataDirectory.path). "
                    + "Check the path or use --data-dir.")
        }
        let databasePath = dataDirectory.appendingPathComponent(DataDirectory.databaseFileName).path
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
                host: options.hostname, port: options.port, frontEnd: FootballGatherWebRoutes.make())
        } catch {
            throw StartError(description: listenFailure(address: address, error: error, databasePath: databasePath))
        }
        let pageURL = LoopbackAddress.pageURL(host: options.hostname, port: server.baseURL.port ?? options.port)
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
