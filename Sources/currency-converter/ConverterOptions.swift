import ArgumentParser
import CurrencyConverter
import Foundation
import ProgramSupport
import VIPERKit

/// The options every way of running `currency-converter` shares: where the rates come from and
/// where its data lives.
struct ConverterOptions: ParsableArguments {
    /// The data folder's name under `$XDG_DATA_HOME` or `~/.local/share`.
    static let dataFolderName = "currency-converter"
    /// The date of the bundled rates table, as `Resources/rates.json` of CurrencyConverter states it.
    static let bundledRatesDate = "2025-01-02"
    /// Where the rates come from, for the commands' help.
    static let ratesDiscussion = """
        By default the rates come from a table bundled with the app (dated \(bundledRatesDate)), \
        so no network is needed. With --rates-url they come from a service that speaks the \
        currencyconverterapi.com API (GET /api/v5/currencies and /api/v5/convert?q=USD_EUR&compact=y; \
        give the path for another version, e.g. https://free.currconv.com/api/v7, and its key with \
        --api-key); the last currencies and rates are then kept in the data directory and used, with \
        their date, when the service cannot be reached.
        """

    @Option(
        name: .customLong("rates-url"),
        help: ArgumentHelp("Get live rates from the service at <url> instead of the bundled table.", valueName: "url"))
    var ratesURL: String?

    @Option(
        name: .customLong("api-key"),
        help: ArgumentHelp("Send <key> as the apiKey query parameter (v7 hosts ask for one).", valueName: "key"))
    var apiKey: String?

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Keep the settings in <path> (default: $XDG_DATA_HOME/currency-converter or ~/.local/share/currency-converter).",
            valueName: "path"))
    var dataDirectory: String?

    /// The rates as the options say: the bundled table, or the service at `--rates-url`.
    var rates: RatesSetup {
        RatesSetup(url: ratesURL.flatMap(URL.init(string:)), apiKey: apiKey)
    }

    /// The data folder `--data-dir` names, else the default one for `environment`.
    func dataFolder(environment: [String: String]) -> DataFolder {
        DataFolder(appFolderName: Self.dataFolderName, option: dataDirectory, environment: environment)
    }

    func validate() throws {
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
