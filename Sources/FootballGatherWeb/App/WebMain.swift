import ArgumentParser
import FootballGatherServer
import Foundation
import Logging
import Vapor

/// The entry point of `footballgather web`: parses the command line, starts the server and
/// serves the web app until Ctrl-C.
public enum WebMain {
    /// Where `run` writes: standard output for what a person reads, standard error for problems.
    public struct Output: Sendable {
        public var line: @Sendable (String) -> Void
        public var problem: @Sendable (String) -> Void

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

    /// Parses `arguments`, then serves the app until `untilStopped` returns (by default until
    /// Ctrl-C or SIGTERM).
    /// - Returns: the exit status: 0 after a clean stop, 0 after `--help`, 64 for a usage error
    ///   (printed with the usage), 1 when the server cannot start.
    public static func run(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        output: Output = .standard, untilStopped: (() async -> Void)? = nil
    ) async -> Int32 {
        let options: WebOptions
        do {
            options = try WebOptions.parse(arguments)
        } catch {
            let code = WebOptions.exitCode(for: error)
            let message = WebOptions.fullMessage(for: error)
            if code == .success { output.line(message) } else { output.problem(message) }
            return code.rawValue
        }
        let server: WebServer
        do {
            server = try await WebServer.start(options: options, environment: environment)
        } catch let error as WebServer.StartError {
            output.problem(error.description)
            return 1
        } catch {
            output.problem("footballgather web could not start: \(error)")
            return 1
        }
        output.line(
            "Football Gather is running at \(server.pageURL.absoluteString) — open it in a browser. Ctrl-C stops it.")
        if let api = options.serverURL {
            output.line("It uses the API at \(api.absoluteString).")
        }
        if let untilStopped { await untilStopped() } else { await InterruptSignal.wait() }
        output.line("Stopping…")
        await server.stop()
        return 0
    }
}

/// Waits for Ctrl-C (SIGINT) or SIGTERM.
enum InterruptSignal {
    @MainActor private static var sources: [any DispatchSourceSignal] = []

    @MainActor
    static func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var resumed = false
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
                source.setEventHandler {
                    guard !resumed else { return }
                    resumed = true
                    continuation.resume()
                }
                source.resume()
                sources.append(source)
            }
        }
        for source in sources { source.cancel() }
        sources = []
    }
}
