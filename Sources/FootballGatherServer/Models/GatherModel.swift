import Fluent
import Foundation

/// A match of one user's, with its final score once ended. `@unchecked Sendable` as ``UserModel``.
final class GatherModel: Model, @unchecked Sendable {
    static let schema = "gathers"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "created_at") var createdAt: Date
    @OptionalField(key: "score") var score: String?
    @OptionalField(key: "winner_team") var winnerTeam: String?
    @Children(for: \.$gather) var players: [GatherPlayerModel]

    init() {}

    init(userID: UUID, createdAt: Date) {
        self.$user.id = userID
        self.createdAt = createdAt
    }
}
