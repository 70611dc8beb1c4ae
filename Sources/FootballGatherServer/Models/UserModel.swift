import Fluent
import Foundation

/// A stored account. Fluent models are reference types whose property wrappers are not
/// Sendable; each instance is used by one request at a time, hence `@unchecked Sendable`.
final class UserModel: Model, @unchecked Sendable {
    static let schema = "users"

    @ID(key: .id) var id: UUID?
    @Field(key: "username") var username: String
    @Field(key: "password_hash") var passwordHash: String
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    init(username: String, passwordHash: String) {
        self.username = username
        self.passwordHash = passwordHash
    }
}
