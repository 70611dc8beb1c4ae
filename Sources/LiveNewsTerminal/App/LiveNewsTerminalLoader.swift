import Foundation
import LiveNews
import VIPERKitTerminal

/// Starts LiveNews in the terminal: shows the headlines of a news source and runs until the user quits.
@MainActor
public struct LiveNewsTerminalLoader {
    /// The program's name, at the start of every sentence it reports.
    static let programName = "livenews"
    /// The name in the title bar of every screen.
    static let appName = "LiveNews"

    private let source: any NewsSource
    private let environment: [String: String]
    /// Checks the terminal, runs the screens and reports what stops them.
    var launcher: TerminalLauncher

    /// - Parameters:
    ///   - source: where the headlines come from.
    ///   - environment: the process environment (colours, and the PATH where a browser opener is found).
    public init(source: any NewsSource, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.source = source
        self.environment = environment
        launcher = TerminalLauncher(programName: Self.programName, appName: Self.appName, environment: environment)
    }

    /// Runs the app. - Returns: the exit status (0 after the user quits, 1 when it cannot start).
    public func run() async -> Int32 {
        let dependencies = NewsDependencies(source: source, links: SystemLinkOpener(environment: environment))
        return await launcher.run {
            TerminalSession { navigator in
                let factory = ModuleFactory(
                    dependencies: dependencies, views: TerminalViewFactory(), navigator: navigator)
                navigator.setRoot(factory.makeNewsList())
            }
        }
    }
}
