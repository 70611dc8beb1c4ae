import Fluent
import Foundation

/// One player's place in one gather's team. `@unchecked Sendable` as ``UserModel``.
final class GatherPlayerModel: Model, @unchecked Sendable {
    static let schema = "gather_players"

    @ID(key: .id) var id: UUID?
    @Parent(key: "gather_id") var gather: GatherModel
    @Parent(key: "player_id") var player: PlayerModel
    @Field(key: "team") var team: String

    init() {}

    init(gatherID: UUID, playerID: UUID, team: String) {
        self.id = RandomID.make()
        self.$gather.id = gatherID
        self.$player.id = playerID
        self.team = team
    }
}
