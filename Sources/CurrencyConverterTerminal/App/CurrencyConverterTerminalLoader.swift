import CurrencyConverter
import Foundation
import VIPERKit
import VIPERKitTerminal

/// Starts Currency Converter in the terminal: picks the rates (bundled or from a service), shows
/// the converter and runs until the user quits, keeping its settings in the data folder.
@MainActor
public struct CurrencyConverterTerminalLoader {
    /// The program's name, at the start of every sentence it reports.
    static let programName = "currency-converter"
    /// The name in the title bar of every screen.
    static let appName = "Currency Converter"
    /// The data folder's name under `$XDG_DATA_HOME` or `~/.local/share`.
    static let dataFolderName = "currency-converter"
    /// The settings file inside the data folder.
    static let settingsFileName = "settings.json"

    private let ratesURL: URL?
    private let apiKey: String?
    private let dataFolder: DataFolder
    private let environment: [String: String]
    /// Checks the terminal, creates the data folder, runs the screens and reports what stops them.
    var launcher: TerminalLauncher

    /// - Parameters:
    ///   - ratesURL: the rates service (`--rates-url`); `nil` uses the bundled table.
    ///   - apiKey: sent to the rates service (`--api-key`).
    ///   - dataFolder: where the settings are kept.
    ///   - environment: the process environment (`PATH` for the link opener, colours).
    public init(
        ratesURL: URL?, apiKey: String?, dataFolder: DataFolder,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.ratesURL = ratesURL
        self.apiKey = apiKey
        self.dataFolder = dataFolder
        self.environment = environment
        launcher = TerminalLauncher(programName: Self.programName, appName: Self.appName, environment: environment)
    }

    /// The services: the HTTP service with a rates URL, else the bundled table.
    /// - Throws: ``RatesError`` when the bundled table cannot be read.
    func makeDependencies() throws -> AppDependencies {
        let rates: any RatesService =
            if let ratesURL {
                HTTPRatesService(url: ratesURL, apiKey: apiKey)
            } else {
                try TableRatesService.bundled()
            }
        return AppDependencies(
            rates: rates, settings: FileSettingsStore(fileURL: dataFolder.file(Self.settingsFileName)),
            links: SystemLinkOpener(environment: environment))
    }

    /// Runs the app. - Returns: the exit status (0 after the user quits, 1 when it cannot start).
    public func run() async -> Int32 {
        await launcher.run(dataFolder: dataFolder) {
            let dependencies: AppDependencies
            do {
                dependencies = try makeDependencies()
            } catch {
                throw TerminalLaunchFailure(
                    "\(Self.programName) cannot start: \((error as? RatesError)?.message ?? "\(error)")")
            }
            return TerminalSession { navigator in
                let factory = ModuleFactory(
                    dependencies: dependencies, views: TerminalViewFactory(), navigator: navigator)
                navigator.setRoot(factory.makeMain())
            }
        }
    }
}
