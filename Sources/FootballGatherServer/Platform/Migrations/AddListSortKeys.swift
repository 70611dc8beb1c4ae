import Fluent
import Foundation
import SQLKit

/// Prepares the tables for lists ordered and paged in SQL: adds `players.name_key`
/// (``PlayerModel/sortKey(forName:)``, compared byte by byte: the "C" collation on PostgreSQL,
/// SQLite's default binary one) and fills it for existing players, and on SQLite rounds existing
/// `gathers.created_at` to whole microseconds (``Foundation/Date/roundedToMicroseconds``).
struct AddListSortKeys: AsyncMigration {
    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        var constraints: [SQLColumnConstraintAlgorithm] = [.notNull, .default("")]
        if sql.dialect.name == "postgresql" {
            constraints.insert(.collate(name: SQLIdentifier("C")), at: 0)
        }
        try await sql.alter(table: PlayerModel.schema).column("name_key", type: .text, constraints).run()
        for row in try await sql.select().columns("id", "name").from(PlayerModel.schema).collectedRows() {
            try await sql.update(PlayerModel.schema)
                .set("name_key", to: PlayerModel.sortKey(forName: try row.decode(column: "name", as: String.self)))
                .where("id", .equal, try row.decode(column: "id", as: UUID.self))
                .run()
        }
        // PostgreSQL stores whole microseconds already.
        guard sql.dialect.name == "sqlite" else { return }
        for row in try await sql.select().columns("id", "created_at").from(GatherModel.schema).collectedRows() {
            try await sql.update(GatherModel.schema)
                .set("created_at", to: try row.decode(column: "created_at", as: Date.self).roundedToMicroseconds)
                .where("id", .equal, try row.decode(column: "id", as: UUID.self))
                .run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PlayerModel.schema).deleteField("name_key").update()
    }
}
