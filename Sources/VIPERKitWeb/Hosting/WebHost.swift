import Foundation
import Vapor

/// A web app being served by this process: where its page is, and how to stop it.
public struct WebHost: Sendable {
    /// A start that failed, said in one sentence.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The page's address, e.g. `http://127.0.0.1:8080/`.
    public let pageURL: URL
    private let stopServing: @Sendable () async -> Void

    /// A server started elsewhere (with an API beside the page, say), seen as a host.
    /// - Parameters:
    ///   - pageURL: where the page is.
    ///   - stop: stops serving.
    public init(pageURL: URL, stop: @escaping @Sendable () async -> Void) {
        self.pageURL = pageURL
        stopServing = stop
    }

    /// Starts a Vapor application that serves only what `register` adds (a ``WebFrontEnd``, say)
    /// on `hostname`:`port`, logging warnings and worse.
    /// - Parameters:
    ///   - programName: the command that serves, at the start of every failure sentence.
    ///   - hostname: the address to listen on.
    ///   - port: the port to listen on; 0 picks a free one.
    ///   - register: adds the routes.
    /// - Throws: ``StartError`` naming what went wrong (a setting the routes cannot use, or an
    ///   address in use).
    public static func start(
        programName: String, hostname: String, port: Int,
        register: @escaping @Sendable (Application) throws -> Void
    ) async throws -> WebHost {
        let app = try await Application.make(.production)
        app.logger.logLevel = .warning
        do {
            try register(app)
        } catch {
            try? await app.asyncShutdown()
            throw StartError(description: "\(programName) cannot start: \(error).")
        }
        do {
            try await app.server.start(address: .hostname(hostname, port: port))
        } catch {
            try? await app.asyncShutdown()
            throw StartError(
                description: listenFailure(programName: programName, address: "\(hostname):\(port)", error: error))
        }
        let listening = app.http.server.shared.localAddress?.port ?? port
        return WebHost(pageURL: LoopbackAddress.pageURL(host: hostname, port: listening)) {
            await app.server.shutdown()
            try? await app.asyncShutdown()
        }
    }

    /// Stops serving; open pages show "Reconnecting…".
    public func stop() async {
        await stopServing()
    }

    /// Why `programName` could not serve on `address`, in one sentence: another program holding
    /// the port is said plainly, with the option that picks another.
    public static func listenFailure(programName: String, address: String, error: any Error) -> String {
        if String(describing: error).contains("Address already in use") {
            return "\(programName) could not listen on \(address): another program uses it. "
                + "Pick another port with --port."
        }
        return "\(programName) could not listen on \(address): \(error)."
    }
}
