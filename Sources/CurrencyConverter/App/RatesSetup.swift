import Foundation
import ProgramSupport
import VIPERKit

/// Where the rates come from, as the command line says: the table bundled with the app, or a
/// live service whose last currencies and rates are kept in the data folder.
public struct RatesSetup: Equatable, Sendable {
    /// The file inside the data folder that keeps the last live currencies and rates.
    public static let cacheFileName = "rates-cache.json"

    /// The rates service (`--rates-url`); `nil` uses the bundled table.
    public var url: URL?
    /// Sent to the rates service (`--api-key`).
    public var apiKey: String?

    public init(url: URL? = nil, apiKey: String? = nil) {
        self.url = url
        self.apiKey = apiKey
    }

    /// Whether the rates come from a live service (and are cached).
    public var isLive: Bool { url != nil }

    /// The rates service and its cache: the HTTP service with its cache in `dataFolder`, or the
    /// bundled table, which needs none.
    /// - Throws: ``RatesError`` when the bundled table cannot be read.
    public func services(dataFolder: DataFolder) throws -> (rates: any RatesService, cache: (any RatesCache)?) {
        guard let url else { return (try TableRatesService.bundled(), nil) }
        return (
            HTTPRatesService(url: url, apiKey: apiKey), FileRatesCache(fileURL: dataFolder.file(Self.cacheFileName))
        )
    }
}
