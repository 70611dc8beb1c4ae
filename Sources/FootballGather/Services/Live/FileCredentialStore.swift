import Foundation

/// A ``CredentialStore`` keeping the session as JSON in one file readable by its owner only (0600),
/// or in memory only for a session not kept across launches.
///
/// A missing or unreadable file reads as no session; the directory is created on the first save.
public final class FileCredentialStore: CredentialStore, @unchecked Sendable {
    // @unchecked: every file access goes through `lock`.
    private let fileURL: URL
    private let lock = NSLock()
    /// The session of this run when it is not kept on the device.
    private var sessionOfThisRun: Session?

    /// - Parameter fileURL: the JSON file, e.g. `<data directory>/session.json`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func load() -> Session? {
        lock.withLock { sessionOfThisRun ?? StoreFile.read(Session.self, from: fileURL) }
    }

    public func save(_ session: Session, persistently: Bool) throws {
        try lock.withLock {
            if persistently {
                try StoreFile.write(StoreFile.encode(session), to: fileURL, ownerOnly: true)
                sessionOfThisRun = nil
            } else {
                try StoreFile.remove(fileURL)
                sessionOfThisRun = session
            }
        }
    }

    public func clear() throws {
        try lock.withLock {
            sessionOfThisRun = nil
            try StoreFile.remove(fileURL)
        }
    }
}
