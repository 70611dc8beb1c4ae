import Fluent
import Foundation

/// A session: the SHA-256 of a bearer token (never the token itself) and when it expires.
/// `@unchecked Sendable` for the same reason as ``UserModel``.
final class UserTokenModel: Model, @unchecked Sendable {
    static let schema = "user_tokens"

    @ID(key: .id) var id: UUID?
    @Field(key: "token_hash") var tokenHash: String
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "expires_at") var expiresAt: Date
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    init(tokenHash: String, userID: UUID, expiresAt: Date) {
        self.id = RandomID.make()
        self.tokenHash = tokenHash
        self.$user.id = userID
        self.expiresAt = expiresAt
    }
}

extension UserTokenModel {
    /// Deletes the user's sessions beyond the `count` that expire last (the newest logins).
    static func keepNewest(_ count: Int, of userID: UUID, on database: any Database) async throws {
        let newestFirst = try await query(on: database)
            .filter(\.$user.$id == userID)
            .sort(\.$expiresAt, .descending).sort(\.$id)
            .all(\.$id)
        let surplus = Array(newestFirst.dropFirst(count))
        guard !surplus.isEmpty else { return }
        try await query(on: database).filter(\.$id ~~ surplus).delete()
    }
}
