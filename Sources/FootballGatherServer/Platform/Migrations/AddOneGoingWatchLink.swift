import Fluent
import Foundation
import SQLKit

/// At most one going live link per gather, held by the database (a unique index on the gather of
/// the links not stopped), so devices sharing one match at once, on any instance, get one link.
/// A database that already holds several going links of one gather keeps the newest: the others
/// are stopped first, so their watchers are told so.
struct AddOneGoingWatchLink: AsyncMigration {
    static let index = "watch_links_one_going_index"

    func prepare(on database: any Database) async throws {
        let going = try await WatchLinkModel.query(on: database).filter(\.$stoppedAt == nil)
            .sort(\.$createdAt, .descending).sort(\.$id, .descending).all()
        var kept = Set<UUID>()
        let now = Date()
        for link in going where !kept.insert(link.$gather.id).inserted {
            link.stoppedAt = now
            try await link.update(on: database)
        }
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw(
            "CREATE UNIQUE INDEX \(ident: Self.index) ON \(ident: WatchLinkModel.schema) (gather_id) WHERE stopped_at IS NULL"
        ).run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.drop(index: Self.index).ifExists().run()
    }
}
