import Fluent
import SQLKit

/// Each game made from a weekly game names the game it was made from, once: a unique index on
/// `previous_game_id`, so lists of the games read at once, on any instance, make next week's game
/// one time. Games already made from one get their source from its `next_game_id`.
struct AddNextGameSource: AsyncMigration {
    static let column = "previous_game_id"
    static let index = "games_previous_game_id_index"

    func prepare(on database: any Database) async throws {
        try await database.schema(GameModel.schema).field(.string(Self.column), .uuid).update()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw(
            """
            UPDATE \(ident: GameModel.schema) SET \(ident: Self.column) = (SELECT source.id FROM \
            \(ident: GameModel.schema) source WHERE source.next_game_id = \(ident: GameModel.schema).id LIMIT 1)
            """
        ).run()
        try await sql.raw(
            "CREATE UNIQUE INDEX \(ident: Self.index) ON \(ident: GameModel.schema) (\(ident: Self.column))"
        ).run()
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase {
            try await sql.drop(index: Self.index).ifExists().run()
        }
        try await database.schema(GameModel.schema).deleteField(.string(Self.column)).update()
    }
}
