import Foundation

/// A ``RatesCache`` kept as a JSON file beside the settings, replaced atomically on every save.
///
/// A missing, damaged or oversized file (over ``maximumFileSize`` bytes) reads as nothing saved,
/// and what is read is trimmed to the bounds of ``SavedRates``.
public struct FileRatesCache: RatesCache {
    /// The largest file read, far above what the bounds of ``SavedRates`` let it hold.
    public static let maximumFileSize = 1_000_000

    /// The JSON file, e.g. `<data directory>/rates-cache.json`.
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func load() -> SavedRates? {
        JSONFile.read(SavedRates.self, from: fileURL, maximumSize: Self.maximumFileSize)
    }

    /// - Throws: `CocoaError` when the file could not be written.
    public func save(_ rates: SavedRates) throws {
        try JSONFile.write(rates, to: fileURL)
    }
}
