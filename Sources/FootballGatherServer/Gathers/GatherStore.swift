import Fluent
import FootballGatherAPI
import Foundation
import Vapor

/// The writes of gathers and their matches. Each runs in its transaction and, once that is
/// written, tells the change feed what changed (the gather, History, the players' records, the
/// game it was played from), so no caller publishes by hand.
enum GatherStore {
    /// A new gather of `body`'s teams for `userID`, played from `body.gameID`'s game when it names
    /// one; answers its id.
    static func create(_ body: GatherCreateRequest, userID: UUID, on database: any Database, feed: ChangeFeed)
        async throws -> UUID
    {
        let gatherID = try await database.transaction { database in
            let gather = GatherModel(userID: userID, createdAt: Date())
            try await gather.create(on: database)
            let gatherID = try gather.requireID()
            for assignment in body.players {
                try await requireOwnPlayer(assignment.playerID, userID: userID, on: database)
                try await GatherPlayerModel(
                    gatherID: gatherID, playerID: assignment.playerID, team: assignment.team.rawValue
                )
                .create(on: database)
            }
            if let gameID = body.gameID {
                let game = try await GameStore.find(gameID, userID: userID, on: database)
                game.gatherID = gatherID
                try await game.save(on: database)
            }
            return gatherID
        }
        feed.publish([.gathers] + (body.gameID.map { [.games, .game($0)] } ?? []), for: userID)
        return gatherID
    }

    /// Ends the gather `id` with `score`, once: an ended gather answers 409; with `ifMatch`, only
    /// while its tag is still one it names (412 otherwise). The read, the checks and the write hold
    /// the row's lock. The players' records count the ended gather.
    static func end(
        _ id: UUID, userID: UUID, score: GatherScore, winner: GatherWinner, ifMatch: String?,
        on database: any Database, feed: ChangeFeed
    ) async throws -> GatherModel {
        let gather = try await database.transaction { database in
            try await RowLock.lock(GatherModel.schema, id: id, userID: userID, touching: "score", on: database)
            let gather = try await find(id, userID: userID, on: database)
            guard gather.score == nil, gather.winnerTeam == nil else {
                throw Abort(.conflict, reason: "This gather has already ended.")
            }
            if let ifMatch, !EntityTag.ifMatch(ifMatch, accepts: try gather.response().entityTag) {
                throw Abort(
                    .preconditionFailed,
                    reason: "This gather was changed since you read it; load it again before saving.")
            }
            gather.score = score.description
            gather.winnerTeam = winner.rawValue
            gather.endedAt = Date()
            try await gather.update(on: database)
            return gather
        }
        feed.publish(.gather(id), .gathers, .players, for: userID)
        return gather
    }

    /// Deletes the gather `id`; its live links answer 410 saying so (``DeletedWatchLinkModel``) and
    /// their watchers are ended. Holds the row's lock, so no link is made while its tokens are kept.
    static func delete(_ id: UUID, userID: UUID, on database: any Database, locks: RowLocks, feed: ChangeFeed)
        async throws
    {
        try await locks.transaction(RowLocks.gather(id), on: database) { database in
            try await RowLock.lock(GatherModel.schema, id: id, userID: userID, touching: "score", on: database)
            let gather = try await find(id, userID: userID, on: database)
            try await DeletedWatchLinkModel.remember(linksOfGather: id, userID: userID, now: Date(), on: database)
            try await gather.delete(on: database)
        }
        feed.publish(.gather(id), .gathers, .players, for: userID)
        feed.end(watchersOfGather: id)
    }

    /// Applies `operation` to the unfinished gather `id`'s match as it stands now and answers the
    /// match after it, and whether it was a replay (an `id` the gather applied already: nothing
    /// changes and nothing is told). The row stays locked from the read to the write, so
    /// operations from several devices apply one after another. Its news names the operation as
    /// its cause (``Change/cause``).
    static func apply(
        _ operation: GatherOperation, toGather id: UUID, userID: UUID, keeping kept: Int,
        on database: any Database, locks: RowLocks, feed: ChangeFeed
    ) async throws -> (progress: GatherProgressRequest, replayed: Bool) {
        let (progress, replayed) = try await locks.transaction(RowLocks.gather(id), on: database) { database in
            let gather = try await lockedUnfinishedGather(id, userID: userID, on: database)
            let now = Date()
            let current = gather.progress(asOf: now) ?? .kickOff
            if let operationID = operation.id,
                try await AppliedOperations.contains(operationID, gather: id, on: database)
            {
                return (current, true)
            }
            let next = current.applying(operation)
            gather.record(next, at: now)
            try await gather.update(on: database)
            if let operationID = operation.id {
                try await AppliedOperations.record(operationID, gather: id, keeping: kept, on: database)
            }
            return (next, false)
        }
        if !replayed { feed.publish(.gather(id), for: userID, cause: operation.id) }
        return (progress, replayed)
    }

    /// Records the score so far and the clock of the unfinished gather `id`, with the server's time
    /// of the recording, so a running clock is read back as it stands then.
    static func record(
        _ progress: GatherProgressRequest, ofGather id: UUID, userID: UUID, on database: any Database,
        locks: RowLocks, feed: ChangeFeed
    ) async throws {
        try await locks.transaction(RowLocks.gather(id), on: database) { database in
            let gather = try await lockedUnfinishedGather(id, userID: userID, on: database)
            gather.record(
                GatherProgressRequest(score: progress.score, clock: progress.clock.advanced(bySeconds: 0)), at: Date())
            try await gather.update(on: database)
        }
        feed.publish(.gather(id), for: userID)
    }

    // MARK: Reads the writes (and the controllers) share

    /// 400 unless `playerID` is one of `userID`'s roster.
    static func requireOwnPlayer(_ playerID: UUID, userID: UUID, on database: any Database) async throws {
        let count = try await PlayerModel.query(on: database)
            .filter(\.$id == playerID)
            .filter(\.$user.$id == userID)
            .count()
        guard count == 1 else {
            throw Abort(.badRequest, reason: "Player \(playerID) is not in your roster.")
        }
    }

    /// `userID`'s gather `id` with its players; 404 when it is not theirs.
    static func find(_ id: UUID, userID: UUID, on database: any Database) async throws -> GatherModel {
        let query = GatherModel.query(on: database)
            .filter(\.$id == id)
            .filter(\.$user.$id == userID)
            .with(\.$players) { $0.with(\.$player) }
        guard let gather = try await query.first() else {
            throw Abort(.notFound, reason: "No gather with id \(id) among yours.")
        }
        return gather
    }

    /// The caller's gather `id`, locked until `database`'s transaction ends; 404 when it is not
    /// theirs, 409 when it has ended.
    static func lockedUnfinishedGather(_ id: UUID, userID: UUID, on database: any Database) async throws
        -> GatherModel
    {
        try await RowLock.lock(GatherModel.schema, id: id, userID: userID, touching: "score", on: database)
        guard
            let gather = try await GatherModel.query(on: database)
                .filter(\.$id == id).filter(\.$user.$id == userID).first()
        else { throw Abort(.notFound, reason: "No gather with id \(id) among yours.") }
        guard gather.score == nil else {
            throw Abort(.conflict, reason: "This gather has already ended; its progress can no longer change.")
        }
        return gather
    }
}
