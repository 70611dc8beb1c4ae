import Fluent
import Foundation

/// A stored account. Fluent models are reference types whose property wrappers are not
/// Sendable; each instance is used by one request at a time, hence `@unchecked Sendable`.
final class UserModel: Model, @unchecked Sendable {
    static let schema = "users"

    @ID(key: .id) var id: UUID?
    @Field(key: "username") var username: String
    /// ``Username/key(_:)`` of the username, unique; `nil` only for an account that shared its key
    /// with an older one when keys were introduced (it still logs in by its exact name).
    @OptionalField(key: "username_key") var usernameKey: String?
    @Field(key: "password_hash") var passwordHash: String
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    init(username: String, passwordHash: String) {
        self.id = RandomID.make()
        self.username = username
        self.usernameKey = Username.key(username)
        self.passwordHash = passwordHash
    }
}

extension UserModel {
    /// The account `typed` names: the one with exactly that name, else the one with its key.
    static func named(_ typed: String, on database: any Database) async throws -> UserModel? {
        let name = Username.typed(typed)
        guard !name.isEmpty else { return nil }
        let candidates = try await UserModel.query(on: database)
            .group(.or) { $0.filter(\.$username == name).filter(\.$usernameKey == Username.key(name)) }
            .limit(2)
            .all()
        return candidates.first { $0.username == name } ?? candidates.first
    }
}
