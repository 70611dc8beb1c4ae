import Fluent

struct CreateGather: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(GatherModel.schema)
            .id()
            .field("user_id", .uuid, .required, .references(UserModel.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .field("score", .string)
            .field("winner_team", .string)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(GatherModel.schema).delete()
    }
}
