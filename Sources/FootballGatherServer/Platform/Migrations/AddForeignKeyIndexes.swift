import Fluent
import SQLKit

/// Indexes every foreign key (lookups by owner, and the cascades of a deleted user, player or
/// gather), the newest-first list of a user's gathers and the by-name list of a user's players.
struct AddForeignKeyIndexes: AsyncMigration {
    /// Each index: its name, table and columns.
    static let indexes: [(name: String, table: String, columns: [String])] = [
        ("players_user_id_index", PlayerModel.schema, ["user_id"]),
        ("players_user_id_name_key_index", PlayerModel.schema, ["user_id", "name_key", "id"]),
        ("gathers_user_id_index", GatherModel.schema, ["user_id"]),
        ("gathers_user_id_created_at_index", GatherModel.schema, ["user_id", "created_at"]),
        ("gather_players_gather_id_index", GatherPlayerModel.schema, ["gather_id"]),
        ("gather_players_player_id_index", GatherPlayerModel.schema, ["player_id"]),
        ("user_tokens_user_id_index", UserTokenModel.schema, ["user_id"]),
    ]

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for index in Self.indexes {
            try await sql.raw(
                "CREATE INDEX IF NOT EXISTS \(ident: index.name) ON \(ident: index.table) (\(idents: index.columns, joinedBy: ", "))"
            ).run()
        }
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for index in Self.indexes {
            try await sql.drop(index: index.name).ifExists().run()
        }
    }
}
