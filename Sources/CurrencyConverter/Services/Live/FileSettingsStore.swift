import Foundation

/// A ``SettingsStore`` kept as a small JSON file, replaced atomically on every save.
///
/// A missing or unreadable file reads as no settings; the folder is created on the first save.
public struct FileSettingsStore: SettingsStore {
    /// The JSON file, e.g. `<data directory>/settings.json`.
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func load() -> ConverterSettings? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return try? JSONDecoder().decode(ConverterSettings.self, from: data)
    }

    /// Writes a temporary file beside ``fileURL``, then renames it over it.
    public func save(_ settings: ConverterSettings) throws {
        let fileManager = FileManager.default
        let directory = fileURL.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp")
        defer { try? fileManager.removeItem(at: temporary) }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(settings)
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: temporary)
            guard rename(temporary.path, fileURL.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            throw SettingsError(message: "The settings file \(fileURL.path) could not be written.")
        }
    }
}
