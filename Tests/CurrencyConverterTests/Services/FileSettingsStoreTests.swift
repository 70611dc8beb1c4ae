import CurrencyConverter
import Foundation
import Testing

@Suite("Settings file")
struct FileSettingsStoreTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "CurrencyConverterTests-\(UUID().uuidString)", isDirectory: true)

    @Test("no file reads as no settings; a save creates the folder and reads back")
    func roundTrip() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileSettingsStore(fileURL: directory.appendingPathComponent("data/settings.json"))
        #expect(store.load() == nil)

        let settings = ConverterSettings(amount: "12.5", inputCurrency: "EUR", outputCurrency: "JPY")
        try store.save(settings)

        #expect(FileSettingsStore(fileURL: store.fileURL).load() == settings)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/data") == ["settings.json"])
    }

    @Test("a damaged file reads as no settings")
    func damaged() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("settings.json")
        try Data("{\"amount\": 1".utf8).write(to: url)

        #expect(FileSettingsStore(fileURL: url).load() == nil)
    }

    @Test("a file that cannot be written is an error naming it")
    func unwritable() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("file")
        try Data().write(to: blocker)
        let url = blocker.appendingPathComponent("settings.json")

        #expect(throws: SettingsError(message: "The settings file \(url.path) could not be written.")) {
            try FileSettingsStore(fileURL: url).save(.defaults)
        }
    }
}
