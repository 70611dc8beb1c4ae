import Fluent
import SQLKit

/// The live links of gathers (at most one going on per gather; stopped ones are kept, so their
/// watchers are told the link was stopped), and when each gather ended, from which a link's end
/// is counted.
struct CreateWatchLinks: AsyncMigration {
    static let gatherIndex = "watch_links_gather_id_index"

    func prepare(on database: any Database) async throws {
        try await database.schema(GatherModel.schema).field("ended_at", .datetime).update()
        try await database.schema(WatchLinkModel.schema)
            .id()
            .field("gather_id", .uuid, .required, .references(GatherModel.schema, "id", onDelete: .cascade))
            .field("token", .string, .required)
            .field("created_at", .datetime, .required)
            .field("stopped_at", .datetime)
            .unique(on: "token")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: Self.gatherIndex).on(WatchLinkModel.schema).column("gather_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(WatchLinkModel.schema).delete()
        try await database.schema(GatherModel.schema).deleteField("ended_at").update()
    }
}
