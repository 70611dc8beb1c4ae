import Foundation
import LiveNews
import VIPERKitTerminal

/// Starts LiveNews in the terminal: checks the terminal, shows the headlines and runs until the user quits.
@MainActor
public struct NewsLoader {
    /// The name in the title bar of every screen.
    static let appName = "LiveNews"

    private let options: NewsOptions
    private let environment: [String: String]
    /// The terminal's input and output (standard input and output).
    var terminalFiles: (input: Int32, output: Int32) = (STDIN_FILENO, STDOUT_FILENO)
    /// Shows a message that stops the app (standard error).
    var reportError: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    public init(options: NewsOptions, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.options = options
        self.environment = environment
    }

    /// Runs the app. - Returns: the exit status (0 after the user quits).
    public func run() async -> Int32 {
        let device = TerminalDevice(input: terminalFiles.input, output: terminalFiles.output)
        guard device.isInteractive else {
            reportError(
                "livenews needs an interactive terminal: run it in a terminal window, not with input or output redirected."
            )
            return 1
        }
        let dependencies = NewsDependencies(source: options.source(environment: environment))
        do {
            try await TerminalApp.run(on: device, appName: Self.appName, environment: environment) { navigator in
                let factory = ModuleFactory(
                    dependencies: dependencies, views: TerminalViewFactory(), navigator: navigator)
                navigator.setRoot(factory.makeNewsList())
            }
        } catch {
            reportError("livenews could not switch the terminal to raw mode.")
            return 1
        }
        return 0
    }
}
