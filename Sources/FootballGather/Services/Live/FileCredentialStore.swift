import Foundation

/// A ``CredentialStore`` keeping the session as JSON in one file readable by its owner only (0600).
///
/// A missing or unreadable file reads as no session; the directory is created on the first save.
public final class FileCredentialStore: CredentialStore, @unchecked Sendable {
    // @unchecked: every file access goes through `lock`.
    private let fileURL: URL
    private let lock = NSLock()

    /// - Parameter fileURL: the JSON file, e.g. `<data directory>/session.json`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func load() -> Session? {
        lock.withLock { StoreFile.read(Session.self, from: fileURL) }
    }

    public func save(_ session: Session) throws {
        try lock.withLock {
            try StoreFile.write(StoreFile.encode(session), to: fileURL, ownerOnly: true)
        }
    }

    public func clear() throws {
        try lock.withLock { try StoreFile.remove(fileURL) }
    }
}
