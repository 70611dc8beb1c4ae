import FootballGatherServer
import Foundation
import VIPERKitWeb

/// The browser vault of a web front end served with the API in process: the API's database
/// (``BrowserLogins``), each login bound to its session's token.
struct DatabaseBrowserVault: BrowserVault {
    let logins: BrowserLogins

    func sealedState(forKey key: String) async throws -> Data? {
        try await logins.sealedLogin(forKey: key)
    }

    func keep(_ sealed: Data, forKey key: String, boundTo credential: String) async throws {
        try await logins.keep(sealed, forKey: key, boundToToken: credential)
    }

    func remove(forKey key: String) async throws {
        try await logins.remove(forKey: key)
    }
}
