import ArgumentParser
import Foundation
import VIPERGen

/// What running `viper` in process printed, and how it exited.
struct CommandRun: Equatable {
    var exitCode: Int32
    var output: [String]
    var errors: [String]

    /// Parses `arguments` as the `viper` command line and runs the command, recording what it prints;
    /// parse errors and thrown errors are reported the way the executable reports them.
    init(_ arguments: [String]) {
        let recorder = LineRecorder()
        let console = Console(
            write: { recorder.append($0, error: false) }, writeError: { recorder.append($0, error: true) })
        var exitCode: Int32 = 0
        do {
            var command = try ViperCommand.parseAsRoot(arguments)
            try Console.$current.withValue(console) {
                try command.run()
            }
        } catch {
            exitCode = ViperCommand.exitCode(for: error).rawValue
            let message = ViperCommand.message(for: error)
            if !message.isEmpty { recorder.append(message, error: true) }
        }
        self.exitCode = exitCode
        output = recorder.lines(error: false)
        errors = recorder.lines(error: true)
    }

    init(exitCode: Int32, output: [String], errors: [String] = []) {
        self.exitCode = exitCode
        self.output = output
        self.errors = errors
    }
}

/// Collects the lines a console writes; the console's writers may be called from any thread.
private final class LineRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var output: [String] = []
    private var errors: [String] = []

    func append(_ line: String, error: Bool) {
        lock.withLock {
            if error { errors.append(line) } else { output.append(line) }
        }
    }

    func lines(error: Bool) -> [String] {
        lock.withLock { error ? errors : output }
    }
}
