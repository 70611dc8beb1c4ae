import Fluent
import SQLKit

/// The logins the web front end keeps for browsers, one per vault key, each deleted with the
/// session it is bound to.
struct CreateBrowserLogins: AsyncMigration {
    static let tokenIndex = "browser_logins_token_id_index"

    func prepare(on database: any Database) async throws {
        try await database.schema(BrowserLoginModel.schema)
            .id()
            .field("vault_key", .string, .required)
            .field("sealed", .data, .required)
            .field("token_id", .uuid, .required, .references(UserTokenModel.schema, "id", onDelete: .cascade))
            .unique(on: "vault_key")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: Self.tokenIndex).on(BrowserLoginModel.schema).column("token_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(BrowserLoginModel.schema).delete()
    }
}
