import ArgumentParser
import FootballGatherServer
import Foundation
import Logging
import Vapor

/// The entry point of `footballgather web`: parses the command line, starts the server and
/// serves the web app until Ctrl-C.
public enum WebMain {
    /// Parses `arguments` (printing help or a usage error and exiting when asked or wrong), then
    /// serves the app until the process is interrupted. - Returns: the exit status.
    public static func run(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32 {
        let options: WebOptions
        do {
            options = try WebOptions.parse(arguments)
        } catch {
            WebOptions.exit(withError: error)
        }
        let server: WebServer
        do {
            server = try await WebServer.start(options: options, environment: environment)
        } catch let error as WebServer.StartError {
            printError(error.description)
            return 1
        } catch {
            printError("footballgather web could not start: \(error)")
            return 1
        }
        say("Football Gather is running at \(server.pageURL.absoluteString) — open it in a browser. Ctrl-C stops it.")
        if let api = options.serverURL {
            say("It uses the API at \(api.absoluteString).")
        }
        await InterruptSignal.wait()
        say("Stopping…")
        await server.stop()
        return 0
    }

    /// Writes `line` to standard output at once (print would wait in a buffer when it is a file).
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
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
