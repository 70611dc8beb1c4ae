import Fluent
import Foundation
import SQLKit

/// Adds `users.username_key` (``Username/key(_:)``, unique) and fills it for existing accounts,
/// oldest first; an account whose key an older one already has keeps none and logs in by its
/// exact name.
struct AddUsernameKey: AsyncMigration {
    static let index = "users_username_key"

    func prepare(on database: any Database) async throws {
        try await database.schema(UserModel.schema).field("username_key", .string).update()
        guard let sql = database as? any SQLDatabase else { return }
        let rows = try await sql.select()
            .columns("id", "username")
            .from(UserModel.schema)
            .orderBy("created_at")
            .orderBy("id")
            .collectedRows()
        var taken = Set<String>()
        for row in rows {
            let id = try row.decode(column: "id", as: UUID.self)
            let key = Username.key(try row.decode(column: "username", as: String.self))
            guard taken.insert(key).inserted else { continue }
            try await sql.update(UserModel.schema)
                .set("username_key", to: key)
                .where("id", .equal, id)
                .run()
        }
        try await sql.create(index: Self.index).unique().on(UserModel.schema).column("username_key").run()
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase {
            try await sql.drop(index: Self.index).run()
        }
        try await database.schema(UserModel.schema).deleteField("username_key").update()
    }
}
