import ArgumentParser
import Foundation
import VIPERKit

/// The command line of `currency-converter`.
public struct CurrencyConverterCommand: AsyncParsableCommand, Sendable {
    public static let configuration = CommandConfiguration(
        commandName: "currency-converter",
        abstract: "Currency Converter: convert an amount between currencies, in the terminal.",
        discussion: """
            By default the rates come from a table bundled with the app (dated \(Self.bundledRatesDate)), \
            so no network is needed. With --rates-url they come from a service that speaks the \
            currencyconverterapi.com API (GET /api/v5/currencies and /api/v5/convert?q=USD_EUR&compact=y; \
            give the path for another version, e.g. https://free.currconv.com/api/v7, and its key with --api-key).

            Keys: type digits and "." (or ",") for the amount, Backspace deletes; f and t choose the \
            currencies, a shows About, q quits. The amount and both currencies are kept for the next launch.

            Environment: XDG_DATA_HOME (data directory), NO_COLOR (no colours), TERM.
            """
    )

    /// The date of the bundled rates table, as `Resources/rates.json` of CurrencyConverter states it.
    static let bundledRatesDate = "2025-01-02"

    @Option(
        name: .customLong("rates-url"),
        help: ArgumentHelp("Get live rates from the service at <url> instead of the bundled table.", valueName: "url"))
    public var ratesURL: String?

    @Option(
        name: .customLong("api-key"),
        help: ArgumentHelp("Send <key> as the apiKey query parameter (v7 hosts ask for one).", valueName: "key"))
    public var apiKey: String?

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Keep the settings in <path> (default: $XDG_DATA_HOME/currency-converter or ~/.local/share/currency-converter).",
            valueName: "path"))
    public var dataDirectory: String?

    public init() {}

    /// The rates service's address, when `--rates-url` was given.
    public var ratesServiceURL: URL? {
        ratesURL.flatMap(URL.init(string:))
    }

    /// The app as the options say.
    @MainActor
    public func loader(environment: [String: String]) -> CurrencyConverterTerminalLoader {
        CurrencyConverterTerminalLoader(
            ratesURL: ratesServiceURL, apiKey: apiKey,
            dataFolder: DataFolder(
                appFolderName: CurrencyConverterTerminalLoader.dataFolderName, option: dataDirectory,
                environment: environment),
            environment: environment)
    }

    /// Runs the app until the user quits; exits with 1 when it cannot start.
    public func run() async throws {
        let status = await loader(environment: ProcessInfo.processInfo.environment).run()
        if status != 0 { throw ExitCode(status) }
    }

    public func validate() throws {
        if let ratesURL {
            guard let url = URL(string: ratesURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host?.isEmpty == false
            else {
                throw ValidationError(
                    "--rates-url needs an http:// or https:// URL, like https://free.currconv.com/api/v7 (got \"\(ratesURL)\")."
                )
            }
        }
        if apiKey != nil, ratesURL == nil {
            throw ValidationError("--api-key goes with --rates-url; the bundled rates need no key.")
        }
        if let dataDirectory, dataDirectory.isEmpty {
            throw ValidationError("--data-dir needs a folder path.")
        }
    }
}
