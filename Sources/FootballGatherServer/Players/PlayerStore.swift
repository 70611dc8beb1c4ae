import Fluent
import FootballGatherAPI
import Foundation
import Vapor

/// The roster's writes. Each saves (or deletes) a player and, once that is written, tells the
/// change feed what changed, so no caller publishes by hand.
enum PlayerStore {
    /// Adds a player to `userID`'s roster while it holds fewer than `limit` (429 with advice
    /// otherwise).
    static func create(
        _ body: PlayerRequest, userID: UUID, limit: Int, on database: any Database, feed: ChangeFeed
    ) async throws -> PlayerModel {
        let player = PlayerModel(userID: userID)
        try player.apply(body)
        try AccountHoldings.refuse(
            holding: try await PlayerModel.query(on: database).filter(\.$user.$id == userID).count(),
            of: limit, "players", advice: "delete players who no longer play before adding more.")
        try await player.create(on: database)
        feed.publish(.players, for: userID)
        return player
    }

    /// Replaces the player `id`; with `ifMatch`, only while its tag is still one it names (412
    /// otherwise). The read, the comparison and the write hold the row's lock. A gather shows its
    /// players' names and positions, so gathers change too.
    static func replace(
        _ id: UUID, userID: UUID, with body: PlayerRequest, ifMatch: String?, on database: any Database,
        feed: ChangeFeed
    ) async throws -> PlayerModel {
        let player = try await database.transaction { database in
            try await RowLock.lock(PlayerModel.schema, id: id, userID: userID, touching: "name", on: database)
            let player = try await find(id, userID: userID, on: database)
            if let ifMatch, !EntityTag.ifMatch(ifMatch, accepts: try player.response().entityTag) {
                throw Abort(
                    .preconditionFailed,
                    reason: "This player was changed since you read it; load it again before saving.")
            }
            try player.apply(body)
            try await player.update(on: database)
            return player
        }
        feed.publish(.players, .gathers, for: userID)
        return player
    }

    /// Deletes the player `id` from `userID`'s roster (and from the gathers it played in).
    static func delete(_ id: UUID, userID: UUID, on database: any Database, feed: ChangeFeed) async throws {
        try await find(id, userID: userID, on: database).delete(on: database)
        feed.publish(.players, .gathers, for: userID)
    }

    /// The player `id` of `userID`'s roster; 404 when there is none.
    static func find(_ id: UUID, userID: UUID, on database: any Database) async throws -> PlayerModel {
        guard
            let player = try await PlayerModel.query(on: database)
                .filter(\.$id == id)
                .filter(\.$user.$id == userID)
                .first()
        else {
            throw Abort(.notFound, reason: "No player with id \(id) in your roster.")
        }
        return player
    }
}
