import ArgumentParser
import CurrencyConverter
import CurrencyConverterWeb
import Foundation
import VIPERKit
import VIPERKitWeb

/// `currency-converter web`: the converter served to browsers.
struct WebCommand: AsyncParsableCommand {
    static let programName = "currency-converter web"

    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Serve the converter to browsers, for phones and desktops.",
        discussion: """
            It serves the converter on http://127.0.0.1:8080/. Each browser keeps its own amount and \
            currencies while its tabs are kept: two hours after its page went away. \
            \(WebServingOptions.phoneHint)

            Environment: XDG_DATA_HOME (data directory), ALLOWED_HOSTS (the host names the site answers to).
            """
    )

    @OptionGroup var options: ConverterOptions
    @OptionGroup var serving: WebServingOptions

    /// The services every browser shares, as the options say: the rates (live: through one
    /// ``SharedRates``, so that no number of browsers makes the server ask the service more than
    /// once a minute for a pair, or for more than 30 rates a minute) and, live, their cache in the
    /// data folder, written at most every 5 seconds however many browsers save to it.
    /// - Throws: ``WebHost/StartError`` naming what went wrong.
    func sharedServices(environment: [String: String]) throws -> (rates: any RatesService, cache: (any RatesCache)?) {
        let rates = options.rates
        let dataFolder = options.dataFolder(environment: environment)
        if rates.isLive {
            do {
                try dataFolder.create()
            } catch {
                throw WebHost.StartError(
                    description: "\(Self.programName) cannot create its data directory \(dataFolder.path). "
                        + "Check the path or use --data-dir.")
            }
        }
        do {
            let services = try rates.services(dataFolder: dataFolder)
            guard rates.isLive else { return (services.rates, services.cache) }
            return (SharedRates(service: services.rates), services.cache.map { CoalescedRatesCache(writingTo: $0) })
        } catch {
            throw WebHost.StartError(
                description: "\(Self.programName) cannot start: \((error as? RatesError)?.message ?? "\(error)")")
        }
    }

    /// Starts serving as the options say, each browser with its own settings around the shared services.
    /// - Throws: ``WebHost/StartError`` naming what went wrong.
    func start(environment: [String: String]) async throws -> WebHost {
        let services = try sharedServices(environment: environment)
        let routes = CurrencyConverterWebRoutes.make(
            dependencies: { settings in
                AppDependencies(
                    rates: services.rates, settings: settings, links: PageLinkOpener(), ratesCache: services.cache)
            }, environment: environment)
        return try await WebHost.start(
            programName: Self.programName, hostname: serving.hostname, port: serving.port, register: routes)
    }

    /// What the launcher says after the address: where the rates come from.
    var details: [String] {
        guard let url = options.rates.url else { return ["The rates are the table bundled with the app."] }
        return ["The rates come from \(url.absoluteString)."]
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let launcher = WebLauncher(appName: "Currency Converter", programName: Self.programName)
        let status = await launcher.run(details: details) { try await start(environment: environment) }
        if status != 0 { throw ExitCode(status) }
    }
}
