import Crypto
import Foundation

/// Where the web front end keeps what an app chose to keep for a browser (a login, say) so that
/// it outlives the server process and is found by every instance sharing the store.
///
/// The store sees neither the browser's session id nor the state as the app gave it: an entry is
/// found by a key derived from the id and sealed (AES-GCM) with another key derived from it, so
/// only a request carrying the browser's cookie can open it, and the store alone opens nothing.
public protocol BrowserVault: Sendable {
    /// The sealed state kept under `key`; `nil` when there is none.
    func sealedState(forKey key: String) async throws -> Data?
    /// Keeps `sealed` under `key`, replacing what was there, for as long as `credential` (what the
    /// state holds, a login's token, say) stays valid: the store may drop the entry with it.
    func keep(_ sealed: Data, forKey key: String, boundTo credential: String) async throws
    /// Forgets what is kept under `key`.
    func remove(forKey key: String) async throws
}

/// The vault key and the seal of one browser id.
struct BrowserSeal {
    /// The most a kept state may weigh before sealing.
    static let maximumStateBytes = 4096

    /// Where the browser's state is kept: hex of a key derived from the id.
    let key: String
    private let sealingKey: SymmetricKey

    init(browserID: String) {
        let material = SymmetricKey(data: Data(browserID.utf8))
        let lookup = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: material, info: Data("viperkit browser vault key".utf8), outputByteCount: 32)
        key = lookup.withUnsafeBytes { bytes in bytes.map { String(format: "%02x", $0) }.joined() }
        sealingKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: material, info: Data("viperkit browser vault seal".utf8), outputByteCount: 32)
    }

    /// `state` sealed; `nil` when it is larger than ``maximumStateBytes``.
    func seal(_ state: Data) -> Data? {
        guard state.count <= Self.maximumStateBytes else { return nil }
        return try? AES.GCM.seal(state, using: sealingKey).combined
    }

    /// What `sealed` holds; `nil` when it was not sealed for this browser or was altered.
    func open(_ sealed: Data) -> Data? {
        guard let box = try? AES.GCM.SealedBox(combined: sealed) else { return nil }
        return try? AES.GCM.open(box, using: sealingKey)
    }
}
