import ArgumentParser
import CurrencyConverterTerminal
import Foundation

/// `currency-converter terminal`, the default: the converter in this terminal.
struct TerminalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal",
        abstract: "Run the converter in this terminal.",
        discussion: """
            Keys: type digits and "." (or ",") for the amount, Backspace deletes, c clears it; f and t \
            choose the currencies (type to search them by code or name, Enter chooses, Esc cancels), \
            s swaps them, a shows About, q quits. The amount and both currencies are kept in the data \
            directory for the next launch.

            Environment: XDG_DATA_HOME (data directory), NO_COLOR (no colours), TERM.
            """
    )

    @OptionGroup var options: ConverterOptions

    /// The app as the options say.
    @MainActor
    func loader(environment: [String: String]) -> CurrencyConverterTerminalLoader {
        CurrencyConverterTerminalLoader(
            rates: options.rates, dataFolder: options.dataFolder(environment: environment), environment: environment)
    }

    /// Runs the app until the user quits; exits with 1 when it cannot start.
    func run() async throws {
        let status = await loader(environment: ProcessInfo.processInfo.environment).run()
        if status != 0 { throw ExitCode(status) }
    }
}
