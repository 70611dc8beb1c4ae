import Fluent
import Foundation
import Vapor

/// The browser logins of a web front end served with this API, kept in the API's database so a
/// restart, or another instance on the same database, finds them.
///
/// Each entry is sealed by the front end (this store cannot open it), found by a key the front end
/// derives from the browser's cookie, and bound to the session whose token it holds: the entry is
/// deleted with that session. What one client can make it hold is bounded by its sessions (at most
/// ``AccountLimits/sessionsPerUser`` per account, one entry each).
public struct BrowserLogins: Sendable {
    /// The most a sealed entry may weigh.
    public static let maximumSealedBytes = 8192
    /// The longest key taken.
    public static let maximumKeyLength = 128

    private let application: Application

    /// - Parameter application: the API's application, whose database keeps the entries.
    public init(application: Application) {
        self.application = application
    }

    /// The sealed login kept under `key`; `nil` when there is none (or its session has expired).
    public func sealedLogin(forKey key: String) async throws -> Data? {
        guard key.count <= Self.maximumKeyLength else { return nil }
        guard
            let login = try await BrowserLoginModel.query(on: application.db)
                .filter(\.$vaultKey == key).with(\.$token).first()
        else { return nil }
        return login.token.expiresAt > Date() ? login.sealed : nil
    }

    /// Keeps `sealed` under `key` while the session of `token` lasts; keeps nothing (and forgets
    /// what was under `key`) when that session no longer exists, or the entry is too large.
    public func keep(_ sealed: Data, forKey key: String, boundToToken token: String) async throws {
        guard key.count <= Self.maximumKeyLength else { return }
        try await application.db.transaction { database in
            try await BrowserLoginModel.query(on: database).filter(\.$vaultKey == key).delete()
            guard sealed.count <= Self.maximumSealedBytes,
                let session = try await UserTokenModel.query(on: database)
                    .filter(\.$tokenHash == TokenDigest.digest(of: token)).first(),
                session.expiresAt > Date()
            else { return }
            try await BrowserLoginModel(vaultKey: key, sealed: sealed, tokenID: session.requireID()).create(
                on: database)
        }
    }

    /// Forgets what is kept under `key`.
    public func remove(forKey key: String) async throws {
        guard key.count <= Self.maximumKeyLength else { return }
        try await BrowserLoginModel.query(on: application.db).filter(\.$vaultKey == key).delete()
    }
}
