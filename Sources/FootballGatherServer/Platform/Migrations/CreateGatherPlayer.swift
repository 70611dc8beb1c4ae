import Fluent

struct CreateGatherPlayer: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(GatherPlayerModel.schema)
            .id()
            .field("gather_id", .uuid, .required, .references(GatherModel.schema, "id", onDelete: .cascade))
            .field("player_id", .uuid, .required, .references(PlayerModel.schema, "id", onDelete: .cascade))
            .field("team", .string, .required)
            .unique(on: "gather_id", "player_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(GatherPlayerModel.schema).delete()
    }
}
