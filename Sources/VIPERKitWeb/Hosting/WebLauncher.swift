import Foundation

/// Runs a web app from the command line: starts serving, says where, and serves until Ctrl-C
/// (or SIGTERM), then stops cleanly.
public struct WebLauncher: Sendable {
    /// Where the launcher writes: standard output for what a person reads, standard error for problems.
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

    /// The app's name, in "<name> is running at …".
    public let appName: String
    /// The command that serves, at the start of a failure it did not say itself.
    public let programName: String
    /// Where the address, the stop and the problems are written (standard output and error).
    public var output: Output = .standard
    /// Returns when the server should stop; by default on Ctrl-C or SIGTERM.
    public var untilStopped: @Sendable () async -> Void = { await InterruptSignal.wait() }

    /// - Parameters:
    ///   - appName: "Currency Converter".
    ///   - programName: "currency-converter web".
    public init(appName: String, programName: String) {
        self.appName = appName
        self.programName = programName
    }

    /// Serves what `start` starts until ``untilStopped`` returns.
    /// - Parameters:
    ///   - details: lines printed after the address (the API used, say).
    ///   - start: starts serving; a ``WebHost/StartError`` is printed as it is.
    /// - Returns: the exit status: 0 after a clean stop, 1 when the server cannot start.
    public func run(details: [String] = [], start: () async throws -> WebHost) async -> Int32 {
        let host: WebHost
        do {
            host = try await start()
        } catch let error as WebHost.StartError {
            output.problem(error.description)
            return 1
        } catch {
            output.problem("\(programName) could not start: \(error)")
            return 1
        }
        output.line("\(appName) is running at \(host.pageURL.absoluteString) — open it in a browser. Ctrl-C stops it.")
        for line in details { output.line(line) }
        await untilStopped()
        output.line("Stopping…")
        await host.stop()
        return 0
    }
}
