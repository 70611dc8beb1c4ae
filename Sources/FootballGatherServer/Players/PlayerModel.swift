import Fluent
import Foundation

/// A player on one user's roster. `@unchecked Sendable` for the same reason as ``UserModel``.
final class PlayerModel: Model, @unchecked Sendable {
    static let schema = "players"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "name") var name: String
    /// ``sortKey(forName:)`` of `name`: lists are ordered by it (then by id) in SQL, the same
    /// way on SQLite and PostgreSQL.
    @Field(key: "name_key") var nameKey: String
    @OptionalField(key: "age") var age: Int?
    @OptionalField(key: "skill") var skill: String?
    @OptionalField(key: "preferred_position") var preferredPosition: String?
    @OptionalField(key: "favourite_team") var favouriteTeam: String?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    init(userID: UUID) {
        self.id = RandomID.make()
        self.$user.id = userID
    }
}

extension PlayerModel {
    /// The key players are listed by: the name lowercased (every script, not just ASCII), compared
    /// byte by byte in SQL.
    static func sortKey(forName name: String) -> String {
        name.lowercased()
    }
}
