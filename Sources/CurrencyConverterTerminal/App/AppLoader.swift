import CurrencyConverter
import Foundation
import VIPERKit
import VIPERKitTerminal

/// Starts the terminal app: checks the terminal, picks the rates (bundled or `--rates-url`),
/// shows the converter and runs until the user quits.
@MainActor
public struct AppLoader {
    /// The name in the title bar of every screen.
    static let appName = "Currency Converter"
    /// The settings file inside the data directory.
    static let settingsFileName = "settings.json"

    private let options: AppOptions
    private let environment: [String: String]
    /// The terminal's input and output (standard input and output).
    var terminalFiles: (input: Int32, output: Int32) = (STDIN_FILENO, STDOUT_FILENO)
    /// Shows a message that stops the app (standard error).
    var reportError: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    public init(options: AppOptions, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.options = options
        self.environment = environment
    }

    /// The services for the options: the HTTP service with `--rates-url`, else the bundled table.
    /// - Throws: ``RatesError`` when the bundled table cannot be read.
    func makeDependencies() throws -> AppDependencies {
        let rates: any RatesService =
            if let url = options.ratesServiceURL {
                HTTPRatesService(url: url, apiKey: options.apiKey)
            } else {
                try TableRatesService.bundled()
            }
        let directory = DataDirectory.resolve(option: options.dataDirectory, environment: environment)
        return AppDependencies(
            rates: rates, settings: FileSettingsStore(fileURL: directory.appendingPathComponent(Self.settingsFileName)),
            links: SystemLinkOpener(environment: environment))
    }

    /// Runs the app. - Returns: the exit status (0 after the user quits).
    public func run() async -> Int32 {
        let device = TerminalDevice(input: terminalFiles.input, output: terminalFiles.output)
        guard device.isInteractive else {
            return fail(
                "currency-converter needs an interactive terminal: run it in a terminal window, not with input or output redirected."
            )
        }
        let dependencies: AppDependencies
        do {
            dependencies = try makeDependencies()
        } catch {
            return fail("currency-converter cannot start: \((error as? RatesError)?.message ?? "\(error)")")
        }
        do {
            try await TerminalApp.run(on: device, appName: Self.appName, environment: environment) { navigator in
                let factory = ModuleFactory(
                    dependencies: dependencies, views: TerminalViewFactory(), navigator: navigator)
                navigator.setRoot(factory.makeMain())
            }
        } catch {
            return fail("currency-converter could not switch the terminal to raw mode.")
        }
        return 0
    }

    /// Reports `message`. - Returns: the failure status, 1.
    private func fail(_ message: String) -> Int32 {
        reportError(message)
        return 1
    }
}
