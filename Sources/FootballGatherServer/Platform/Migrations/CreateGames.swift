import Fluent
import SQLKit

/// Games, the people offered or answering for each, and the invite tokens replaced by newer ones.
struct CreateGames: AsyncMigration {
    static let userIndex = "games_user_id_starts_at_index"
    static let peopleIndex = "game_people_game_id_index"

    func prepare(on database: any Database) async throws {
        try await database.schema(GameModel.schema)
            .id()
            .field("user_id", .uuid, .required, .references(UserModel.schema, "id", onDelete: .cascade))
            .field("starts_at", .datetime, .required)
            .field("time_zone", .string, .required)
            .field("place", .string, .required)
            .field("capacity", .int, .required)
            .field("note", .string)
            .field("cost_cents", .int)
            .field("repeats_weekly", .bool, .required)
            .field("answers_open", .bool, .required)
            .field("invite_token", .string, .required)
            .field("next_sequence", .int64, .required)
            .field("gather_id", .uuid, .references(GatherModel.schema, "id", onDelete: .setNull))
            .field("next_game_id", .uuid)
            .field("created_at", .datetime, .required)
            .unique(on: "invite_token")
            .create()
        try await database.schema(GamePersonModel.schema)
            .id()
            .field("game_id", .uuid, .required, .references(GameModel.schema, "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("player_id", .uuid, .references(PlayerModel.schema, "id", onDelete: .setNull))
            .field("standing", .string, .required)
            .field("sequence", .int64)
            .field("answered_at", .datetime)
            .field("paid", .bool, .required)
            .field("claim_digest", .string)
            .unique(on: "game_id", "name_key")
            .create()
        try await database.schema(RetiredInviteModel.schema)
            .id()
            .field("game_id", .uuid, .required, .references(GameModel.schema, "id", onDelete: .cascade))
            .field("token", .string, .required)
            .field("retired_at", .datetime, .required)
            .unique(on: "token")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: Self.userIndex).on(GameModel.schema).column("user_id").column("starts_at").run()
        try await sql.create(index: Self.peopleIndex).on(GamePersonModel.schema).column("game_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(RetiredInviteModel.schema).delete()
        try await database.schema(GamePersonModel.schema).delete()
        try await database.schema(GameModel.schema).delete()
    }
}
