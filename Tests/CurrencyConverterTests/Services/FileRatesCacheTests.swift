import CurrencyConverter
import Foundation
import Testing

@Suite("Rates cache file")
struct FileRatesCacheTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "CurrencyConverterTests-\(UUID().uuidString)", isDirectory: true)
    let fetchedAt = ISO8601DateFormatter().date(from: "2026-11-25T18:00:00Z")!

    var file: URL { directory.appendingPathComponent("data/rates-cache.json") }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    @Test("no file reads as nothing saved; a save creates the folder and reads back, dates included")
    func roundTrip() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = FileRatesCache(fileURL: file)
        #expect(cache.load() == nil)

        let saved = SavedRates(
            currencies: [Currency(code: "EUR", name: "Euro", symbol: "€"), Currency(code: "USD", name: "Dollar")],
            currenciesFetchedAt: fetchedAt,
            rates: [SavedRates.Rate(from: "USD", to: "EUR", rate: 0.8, fetchedAt: fetchedAt)])
        try cache.save(saved)

        #expect(FileRatesCache(fileURL: file).load() == saved)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"fetchedAt\" : \"2026-11-25T18:00:00Z\""))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == [
                "rates-cache.json"
            ])
    }

    @Test("a damaged file, or one of another shape, reads as nothing saved")
    func damaged() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        for text in ["", "{\"currencies\": [", "[]", #"{"currencies": [], "rates": [{"from": "USD"}]}"#, "\u{0}\u{1}"] {
            try write(text)
            #expect(FileRatesCache(fileURL: file).load() == nil, "\(text)")
        }
    }

    @Test("a file larger than 1 MB is not read at all")
    func oversized() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(#"{"currencies": [], "rates": []}"# + String(repeating: " ", count: FileRatesCache.maximumFileSize))

        #expect(FileRatesCache(fileURL: file).load() == nil)

        try write(#"{"currencies": [], "rates": []}"#)
        #expect(FileRatesCache(fileURL: file).load() == SavedRates())
    }

    @Test("a file holding more than the bounds is trimmed as it is read")
    func trimmedOnRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let rates = (0..<400).map {
            #"{"from": "C\#($0)", "to": "USD", "rate": 2, "fetchedAt": "2026-11-25T18:00:00Z"}"#
        }
        try write(#"{"currencies": [], "rates": [\#(rates.joined(separator: ","))]}"#)

        let loaded = try #require(FileRatesCache(fileURL: file).load())

        #expect(loaded.rates.count == SavedRates.maximumRates)
    }

    @Test("a file that cannot be written is an error")
    func unwritable() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("")

        #expect(throws: (any Error).self) {
            try FileRatesCache(fileURL: file.appendingPathComponent("rates-cache.json")).save(SavedRates())
        }
    }
}
