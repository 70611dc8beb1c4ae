import Fluent
import Foundation

/// A browser's login kept by the web front end beyond a restart: sealed with a key only the
/// browser's cookie gives, found by another key derived from it, and bound to the session it
/// holds, so it goes when the session does (a logout, its expiry, the account's deletion).
/// `@unchecked Sendable` for the same reason as ``UserModel``.
final class BrowserLoginModel: Model, @unchecked Sendable {
    static let schema = "browser_logins"

    @ID(key: .id) var id: UUID?
    @Field(key: "vault_key") var vaultKey: String
    @Field(key: "sealed") var sealed: Data
    @Parent(key: "token_id") var token: UserTokenModel

    init() {}

    init(vaultKey: String, sealed: Data, tokenID: UUID) {
        self.id = RandomID.make()
        self.vaultKey = vaultKey
        self.sealed = sealed
        self.$token.id = tokenID
    }
}
