import Foundation
import ProgramSupport
import VIPERKit

/// Starts a VIPERKit app in the terminal, the same way for every app: checks that it runs in an
/// interactive terminal, creates the app's data folder, lets the app prepare its services, runs
/// the first screen until the user quits, then lets the app clean up.
///
/// Whatever stops the start is said in one sentence naming the program, and the exit status is 1.
@MainActor
public struct TerminalLauncher {
    /// The program's name as a person typed it, e.g. `footballgather`; it begins every sentence.
    public let programName: String
    /// The name in the title bar of every screen, e.g. `Football Gather`.
    public let appName: String
    /// The process environment: colours (`TERM`, `NO_COLOR`).
    public let environment: [String: String]
    /// The terminal's input and output (standard input and output).
    public var terminalFiles: (input: Int32, output: Int32) = (STDIN_FILENO, STDOUT_FILENO)
    /// Shows a sentence that stops the app (standard error).
    public var reportError: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// - Parameters:
    ///   - programName: begins every sentence the launcher reports.
    ///   - appName: the title bar's name.
    ///   - environment: decides colours.
    public init(programName: String, appName: String, environment: [String: String]) {
        self.programName = programName
        self.appName = appName
        self.environment = environment
    }

    /// Runs the app until the user quits.
    /// - Parameters:
    ///   - dataFolder: created (owner only) before `prepare` runs; `nil` for an app without local data.
    ///   - prepare: builds the app's services once the terminal and the folder are known to be usable;
    ///     throws ``TerminalLaunchFailure`` to stop with its sentence.
    /// - Returns: the exit status: 0 after the user quits, 1 when the app could not start.
    public func run(
        dataFolder: DataFolder? = nil, prepare: @MainActor () async throws -> TerminalSession
    ) async -> Int32 {
        let device = TerminalDevice(input: terminalFiles.input, output: terminalFiles.output)
        guard device.isInteractive else {
            return fail(
                "\(programName) needs an interactive terminal: run it in a terminal window, not with input or output redirected."
            )
        }
        if let dataFolder {
            do {
                try dataFolder.create()
            } catch {
                return fail(
                    "\(programName) cannot create its data directory \(dataFolder.path). Check the path or use --data-dir."
                )
            }
        }
        let session: TerminalSession
        do {
            session = try await prepare()
        } catch let failure as TerminalLaunchFailure {
            return fail(failure.message)
        } catch {
            return fail("\(programName) cannot start: \(error)")
        }
        var switchedToRawMode = true
        do {
            try await TerminalApp.run(on: device, appName: appName, environment: environment, start: session.start)
        } catch {
            switchedToRawMode = false
        }
        await session.finish()
        return switchedToRawMode ? 0 : fail("\(programName) could not switch the terminal to raw mode.")
    }

    /// Reports `message`. - Returns: the failure status, 1.
    private func fail(_ message: String) -> Int32 {
        reportError(message)
        return 1
    }
}
