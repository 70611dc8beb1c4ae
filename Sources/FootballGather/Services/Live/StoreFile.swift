import Foundation

/// File access shared by the file-backed stores: JSON in, JSON out, atomic replacement.
enum StoreFile {
    /// The JSON in `url` decoded as `Value`; `nil` when the file is missing or not valid JSON of that shape.
    static func read<Value: Decodable>(_ type: Value.Type, from url: URL) -> Value? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? WireCodingForStores.decoder.decode(Value.self, from: data)
    }

    /// `value` as pretty-printed JSON with sorted keys and ISO 8601 dates.
    static func encode(_ value: some Encodable) throws(ServiceError) -> Data {
        do {
            return try WireCodingForStores.encoder.encode(value)
        } catch {
            throw ServiceError.storage("the data could not be encoded.")
        }
    }

    /// Replaces `url` with `data` atomically: writes a temporary file beside it, then renames it over `url`.
    ///
    /// Creates the directory when needed. With `ownerOnly`, the temporary file is made readable and
    /// writable by its owner only (0600) before any data goes in, so the data is never readable by others.
    static func write(_ data: Data, to url: URL, ownerOnly: Bool) throws(ServiceError) {
        let fileManager = FileManager.default
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        defer { try? fileManager.removeItem(at: temporary) }
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            let attributes: [FileAttributeKey: Any]? = ownerOnly ? [.posixPermissions: 0o600] : nil
            guard fileManager.createFile(atPath: temporary.path, contents: nil, attributes: attributes) else {
                throw CocoaError(.fileWriteUnknown)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            throw ServiceError.storage("the file \(url.path) could not be written.")
        }
    }

    /// Deletes `url`; a missing file is not an error.
    static func remove(_ url: URL) throws(ServiceError) {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: url.path) else { return }
        do {
            try fileManager.removeItem(at: url)
        } catch {
            throw ServiceError.storage("the file \(url.path) could not be deleted.")
        }
    }
}

/// The JSON coders of the on-device files.
private enum WireCodingForStores {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
