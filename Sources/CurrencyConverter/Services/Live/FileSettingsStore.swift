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
        JSONFile.read(ConverterSettings.self, from: fileURL)
    }

    /// Writes a temporary file beside ``fileURL``, then renames it over it.
    public func save(_ settings: ConverterSettings) throws {
        do {
            try JSONFile.write(settings, to: fileURL)
        } catch {
            throw SettingsError(message: "The settings file \(fileURL.path) could not be written.")
        }
    }
}
