import Foundation

/// File access shared by the file-backed stores: JSON in (with ISO 8601 dates), JSON out,
/// replaced atomically.
enum JSONFile {
    /// The JSON in `url` decoded as `Value`; `nil` when the file is missing, larger than
    /// `maximumSize` bytes or not JSON of that shape.
    static func read<Value: Decodable>(_ type: Value.Type, from url: URL, maximumSize: Int = 1_000_000) -> Value? {
        guard let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size <= maximumSize,
            let data = try? Data(contentsOf: url)
        else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(Value.self, from: data)
    }

    /// Writes `value` as JSON to a temporary file beside `url`, then renames it over `url`;
    /// creates the folder when needed.
    /// - Throws: `CocoaError` when the file could not be written.
    static func write(_ value: some Encodable, to url: URL) throws {
        let fileManager = FileManager.default
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        defer { try? fileManager.removeItem(at: temporary) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(value)
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
