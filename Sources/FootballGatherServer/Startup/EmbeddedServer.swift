import Foundation
import Logging
import NIOConcurrencyHelpers
import Vapor

/// The API running inside another program (the terminal app, end-to-end tests) on a free
/// loopback port.
public final class EmbeddedServer: Sendable {
    /// `http://<host>:<port>`, with the port the server listens on.
    public let baseURL: URL
    private let app: Application

    /// The changes told to this server's change streams, and the streams it holds open.
    public var changeFeed: ChangeFeed { app.changeFeed }

    /// The browser logins a web front end keeps in this server's database.
    public var browserLogins: BrowserLogins { BrowserLogins(application: app) }

    private init(app: Application, baseURL: URL) {
        self.app = app
        self.baseURL = baseURL
    }

    /// Configures and migrates the database, then starts listening on `host`:`port`.
    /// - Parameters:
    ///   - logLevel: the lowest level logged (to standard error).
    ///   - host: the address to listen on; loopback by default.
    ///   - port: the port, or 0 for one the system picks.
    ///   - frontEnd: a front end to serve at `/` beside the API.
    /// - Throws: when the database cannot be opened or migrated, or the address cannot be bound.
    public static func start(
        configuration: ServerConfiguration, logLevel: Logger.Level = .error, host: String = "127.0.0.1",
        port: Int = 0, frontEnd: FrontEndRoutes? = nil
    ) async throws -> EmbeddedServer {
        let app = try await Application.make(.production)
        app.logger.logLevel = logLevel
        do {
            try await configure(app, configuration, frontEnd: frontEnd)
            try await app.server.start(address: .hostname(host, port: port))
            guard let boundPort = app.http.server.shared.localAddress?.port,
                let url = URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(boundPort)")
            else {
                throw Abort(.internalServerError, reason: "The embedded server did not report its port.")
            }
            return EmbeddedServer(app: app, baseURL: url)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }

    /// How long past the shutdown grace ``stop()`` waits before it returns anyway.
    static let stopMargin: Duration = .seconds(5)

    /// Drains (see `Application.drain()`: pages are told it restarts, streams end, requests in
    /// flight finish), then closes the database. Returns after the shutdown grace and
    /// ``stopMargin`` at the most, even when something the drain waits for never ends, so a
    /// program that quits is never held by its server: what was written is in the database already.
    public func stop() async {
        let app = app
        let limit = Duration.seconds(app.serverConfiguration.shutdownGrace) + Self.stopMargin
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let first = FirstToFinish(continuation)
            let timer = Task {
                try? await Task.sleep(for: limit)
                if first.finish() { app.logger.warning("The server did not stop within \(limit); leaving it.") }
            }
            Task {
                await app.drain()
                try? await app.asyncShutdown()
                timer.cancel()
                first.finish()
            }
        }
    }

    /// The application, for tests.
    var application: Application { app }
}

/// Resumes a continuation for whichever of several tasks finishes first.
private final class FirstToFinish: Sendable {
    private let continuation: NIOLockedValueBox<CheckedContinuation<Void, Never>?>

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = NIOLockedValueBox(continuation)
    }

    /// Resumes the continuation if nothing did yet. - Returns: whether this call resumed it.
    @discardableResult
    func finish() -> Bool {
        guard let waiting = continuation.withLockedValue({ $0.take() }) else { return false }
        waiting.resume()
        return true
    }
}
