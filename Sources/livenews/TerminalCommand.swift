import ArgumentParser
import Foundation
import LiveNewsTerminal

/// `livenews terminal`, the default: the headlines in this terminal.
struct TerminalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal",
        abstract: "Show the headlines in this terminal.",
        discussion: """
            Keys: every screen lists the keys it accepts at the bottom. Enter reads an article, o \
            opens it in a browser, r refreshes, Esc goes back, q or Ctrl-C quits.

            Environment: NEWS_API_KEY, NO_COLOR (no colours), TERM.
            """
    )

    @OptionGroup var options: NewsOptions

    /// The app as the options say.
    @MainActor
    func loader(environment: [String: String]) -> LiveNewsTerminalLoader {
        LiveNewsTerminalLoader(source: options.source(environment: environment), environment: environment)
    }

    /// Runs the app until the user quits; exits with 1 when it cannot start.
    func run() async throws {
        let status = await loader(environment: ProcessInfo.processInfo.environment).run()
        if status != 0 { throw ExitCode(status) }
    }
}
