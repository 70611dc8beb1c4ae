import Foundation

/// Starts Football Gather in the browser: serves the web app (with the API and its database in
/// the data folder, or for an API elsewhere), says where, and serves until Ctrl-C.
public struct FootballGatherWebLoader: Sendable {
    /// Where the loader writes: standard output for what a person reads, standard error for problems.
    public struct Output: Sendable {
        /// Writes a line for the person who started the server.
        public var line: @Sendable (String) -> Void
        /// Writes a sentence about a problem.
        public var problem: @Sendable (String) -> Void

        /// - Parameters:
        ///   - line: receives what a person reads.
        ///   - problem: receives what went wrong.
        public init(line: @escaping @Sendable (String) -> Void, problem: @escaping @Sendable (String) -> Void) {
            self.line = line
            self.problem = problem
        }

        /// Standard output and standard error, written at once (print would wait in a buffer when
        /// output goes to a file).
        public static let standard = Output(
            line: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            problem: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }

    private let settings: WebServer.Settings
    private let environment: [String: String]
    /// Where the address, the stop and the problems are written (standard output and error).
    public var output: Output = .standard
    /// Returns when the server should stop; by default on Ctrl-C or SIGTERM.
    public var untilStopped: @Sendable () async -> Void = { await InterruptSignal.wait() }

    /// - Parameters:
    ///   - settings: the address to listen on, the API and the data folder.
    ///   - environment: `TRUSTED_PROXIES` and `ALLOWED_HOSTS`.
    public init(settings: WebServer.Settings, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.settings = settings
        self.environment = environment
    }

    /// Serves the app until `untilStopped` returns.
    /// - Returns: the exit status: 0 after a clean stop, 1 when the server cannot start.
    public func run() async -> Int32 {
        let server: WebServer
        do {
            server = try await WebServer.start(settings, environment: environment)
        } catch let error as WebServer.StartError {
            output.problem(error.description)
            return 1
        } catch {
            output.problem("footballgather web could not start: \(error)")
            return 1
        }
        output.line(
            "Football Gather is running at \(server.pageURL.absoluteString) — open it in a browser. Ctrl-C stops it.")
        if let api = settings.serverURL {
            output.line("It uses the API at \(api.absoluteString).")
        }
        await untilStopped()
        output.line("Stopping…")
        await server.stop()
        return 0
    }
}
