import Foundation
import Logging
import Vapor

/// The API running inside another program (the terminal app, end-to-end tests) on a free
/// loopback port.
public final class EmbeddedServer: Sendable {
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let app: Application

    private init(app: Application, baseURL: URL) {
        self.app = app
        self.baseURL = baseURL
    }

    /// Configures and migrates the database, then starts listening on 127.0.0.1 on a port the system picks.
    /// - Parameter logLevel: the lowest level logged (to standard error).
    /// - Throws: when the database cannot be opened or migrated, or no port can be bound.
    public static func start(
        configuration: ServerConfiguration, logLevel: Logger.Level = .error
    ) async throws -> EmbeddedServer {
        let app = try await Application.make(.production)
        app.logger.logLevel = logLevel
        do {
            try await configure(app, configuration)
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            guard let port = app.http.server.shared.localAddress?.port,
                let url = URL(string: "http://127.0.0.1:\(port)")
            else {
                throw Abort(.internalServerError, reason: "The embedded server did not report its port.")
            }
            return EmbeddedServer(app: app, baseURL: url)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }

    /// Stops listening and closes the database.
    public func stop() async {
        await app.server.shutdown()
        try? await app.asyncShutdown()
    }
}
