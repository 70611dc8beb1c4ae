import FootballGatherAPI
import FootballGatherServer
import Foundation
import ProgramSupport
import VIPERKit
import VIPERKitWeb
import Vapor

/// Football Gather's web app served by this process: with the API and its SQLite database (the
/// default), or alone, talking to an API elsewhere (`--server`).
public enum WebServer {
    /// The command that serves, at the start of every failure sentence.
    static let programName = "footballgather web"

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
    /// - Throws: ``WebHost/StartError`` naming what went wrong (the data folder, the database, or an
    ///   address in use).
    public static func start(_ settings: Settings, environment: [String: String]) async throws -> WebHost {
        if let apiURL = settings.serverURL {
            let routes = FootballGatherWebRoutes.make(apiURL: apiURL, environment: environment)
            return try await WebHost.start(
                programName: programName, hostname: settings.hostname, port: settings.port, register: routes)
        }
        let dataFolder = settings.dataFolder
        do {
            try dataFolder.create()
        } catch {
            throw WebHost.StartError(
                description: "\(programName) cannot create its data directory \(dataFolder.path). "
                    + "Check the path or use --data-dir.")
        }
        let databasePath = dataFolder.file(LocalFiles.databaseFileName).path
        var configuration = ServerConfiguration(database: .sqlite(path: databasePath))
        do {
            configuration.trustedProxies = try TrustedProxies(parsing: environment["TRUSTED_PROXIES"] ?? "")
            if let value = environment["PUBLIC_URL"], !value.isEmpty {
                configuration.publicURL = try ServerConfiguration.publicURL(parsing: value)
            }
        } catch {
            throw WebHost.StartError(description: "\(programName) cannot start: \(error.description)")
        }
        let address = "\(settings.hostname):\(settings.port)"
        let server: EmbeddedServer
        do {
            server = try await EmbeddedServer.start(
                configuration: configuration, logLevel: .warning,
                host: settings.hostname, port: settings.port,
                frontEnd: FootballGatherWebRoutes.make(environment: environment))
        } catch {
            throw WebHost.StartError(
                description: listenFailure(address: address, error: error, databasePath: databasePath))
        }
        let pageURL = LoopbackAddress.pageURL(host: settings.hostname, port: server.baseURL.port ?? settings.port)
        return WebHost(pageURL: pageURL) { await server.stop() }
    }

    private static func listenFailure(address: String, error: any Error, databasePath: String) -> String {
        let sentence = WebHost.listenFailure(programName: programName, address: address, error: error)
        guard !sentence.contains("another program uses it") else { return sentence }
        return "\(programName) could not start its server with the database \(databasePath) on \(address): \(error)."
    }
}
