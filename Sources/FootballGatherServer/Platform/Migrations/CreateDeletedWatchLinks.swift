import Fluent
import SQLKit

/// The tokens of deleted gathers' live links (``DeletedWatchLinkModel``), found by token, trimmed
/// by account and by age.
struct CreateDeletedWatchLinks: AsyncMigration {
    static let userIndex = "deleted_watch_links_user_id_index"
    static let ageIndex = "deleted_watch_links_deleted_at_index"

    func prepare(on database: any Database) async throws {
        try await database.schema(DeletedWatchLinkModel.schema)
            .id()
            .field("token", .string, .required)
            .field("user_id", .uuid, .required)
            .field("deleted_at", .datetime, .required)
            .unique(on: "token")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: Self.userIndex).on(DeletedWatchLinkModel.schema).column("user_id").run()
        try await sql.create(index: Self.ageIndex).on(DeletedWatchLinkModel.schema).column("deleted_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(DeletedWatchLinkModel.schema).delete()
    }
}
