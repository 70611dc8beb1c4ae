import CurrencyConverter
import Foundation
import ProgramSupport
import VIPERKit
import VIPERKitTerminal

/// Starts Currency Converter in the terminal: picks the rates (bundled or from a service), shows
/// the converter and runs until the user quits, keeping its settings (and the last live rates)
/// in the data folder.
@MainActor
public struct CurrencyConverterTerminalLoader {
    /// The program's name, at the start of every sentence it reports.
    static let programName = "currency-converter"
    /// The name in the title bar of every screen.
    static let appName = "Currency Converter"
    /// The settings file inside the data folder.
    static let settingsFileName = "settings.json"

    private let rates: RatesSetup
    private let dataFolder: DataFolder
    private let environment: [String: String]
    /// Checks the terminal, creates the data folder, runs the screens and reports what stops them.
    var launcher: TerminalLauncher

    /// - Parameters:
    ///   - rates: the bundled table, or the live service (`--rates-url`, `--api-key`).
    ///   - dataFolder: where the settings and the last live rates are kept.
    ///   - environment: the process environment (`PATH` for the link opener, colours).
    public init(
        rates: RatesSetup, dataFolder: DataFolder,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.rates = rates
        self.dataFolder = dataFolder
        self.environment = environment
        launcher = TerminalLauncher(programName: Self.programName, appName: Self.appName, environment: environment)
    }

    /// The services: the HTTP service with a rates URL, its last currencies and rates cached in
    /// the data folder; else the bundled table, which needs no cache.
    /// - Throws: ``RatesError`` when the bundled table cannot be read.
    func makeDependencies() throws -> AppDependencies {
        let services = try rates.services(dataFolder: dataFolder)
        return AppDependencies(
            rates: services.rates, settings: FileSettingsStore(fileURL: dataFolder.file(Self.settingsFileName)),
            links: SystemLinkOpener(environment: environment), ratesCache: services.cache)
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
