import Fluent
import Foundation

/// A player on one user's roster. `@unchecked Sendable` for the same reason as ``UserModel``.
final class PlayerModel: Model, @unchecked Sendable {
    static let schema = "players"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "name") var name: String
    @OptionalField(key: "age") var age: Int?
    @OptionalField(key: "skill") var skill: String?
    @OptionalField(key: "preferred_position") var preferredPosition: String?
    @OptionalField(key: "favourite_team") var favouriteTeam: String?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    init(userID: UUID) {
        self.$user.id = userID
    }
}
