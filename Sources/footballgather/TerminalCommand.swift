import ArgumentParser
import FootballGatherTerminal
import Foundation

/// `footballgather terminal`, the default: the app in this terminal, with its own server unless
/// `--server` names one.
struct TerminalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal",
        abstract: "Run the app in this terminal.",
        discussion: """
            By default the app starts its own server on a free 127.0.0.1 port, with its data in a \
            SQLite file in the data directory. The data directory also keeps the remembered username \
            and your session, and the server's log.

            Keys: every screen lists the keys it accepts at the bottom. Esc goes back, q quits \
            from the first screen, Ctrl-C quits from anywhere (during a match it asks first). \
            While something loads, Esc cancels it.

            Environment: XDG_DATA_HOME (data directory), NO_COLOR (no colours), TERM.
            """
    )

    @OptionGroup var options: FootballGatherOptions

    /// The app as the options say, its embedded server the one from FootballGatherServer.
    @MainActor
    func loader(environment: [String: String]) -> FootballGatherTerminalLoader {
        FootballGatherTerminalLoader(
            serverURL: options.serverURL, dataFolder: options.dataFolder(environment: environment),
            environment: environment, embeddedServer: EmbeddedServerLauncher())
    }

    func run() async throws {
        let status = await loader(environment: ProcessInfo.processInfo.environment).run()
        if status != 0 { throw ExitCode(status) }
    }
}
