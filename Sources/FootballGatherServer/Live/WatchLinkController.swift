import Fluent
import FootballGatherAPI
import Vapor

/// The live link of one of the caller's gathers: made (or the one going on answered again), read
/// and stopped by its organiser. Stopping it closes its watchers' pages at once.
struct WatchLinkController: RouteCollection {
    /// The stopped links kept per gather (their watchers are told the link was stopped); older ones
    /// are deleted when a new link is made, so sharing and stopping in a loop holds nothing more.
    static let stoppedKept = 9

    func boot(routes: any RoutesBuilder) throws {
        routes.on(.shareWatchLink, use: share)
        routes.on(.showWatchLink, use: show)
        routes.on(.stopWatchLink, use: stop)
    }

    /// The gather's live link: the one going on (200), or a new one (201). A match that ended more
    /// than a day ago gets none (409): its link would have ended already. Shares at once, from any
    /// instance, take the gather's row lock in turn, and the database holds one going link per
    /// gather (``AddOneGoingWatchLink``), so they all answer the same link.
    func share(request: Request) async throws -> Response {
        let gather = try await Self.ownGather(of: request)
        if let link = try await WatchLinkModel.going(onGather: gather, on: request.db) {
            return try jsonResponse(link.response(of: gather))
        }
        let gatherID = try gather.requireID()
        let userID = try request.userID()
        let made: (link: WatchLinkModel, gather: GatherModel, isNew: Bool)
        do {
            made = try await request.application.rowLocks.transaction(RowLocks.gather(gatherID), on: request.db) {
                database in
                try await RowLock.lock(
                    GatherModel.schema, id: gatherID, userID: userID, touching: "score", on: database)
                let gather = try await Self.ownGather(gatherID, userID: userID, on: database)
                if let link = try await WatchLinkModel.going(onGather: gather, on: database) {
                    return (link, gather, false)
                }
                return (try await Self.makeLink(of: gather, on: database), gather, true)
            }
        } catch  where (error as? any DatabaseError)?.isConstraintFailure == true {
            // Another instance made the link first, past the lock (a database that takes none).
            guard let link = try await WatchLinkModel.going(onGather: gather, on: request.db) else { throw error }
            return try jsonResponse(link.response(of: gather))
        }
        guard made.isNew else { return try jsonResponse(made.link.response(of: made.gather)) }
        return try jsonResponse(
            made.link.response(of: made.gather), status: .created, location: APIPath.watchLink(ofGather: gatherID))
    }

    /// A new link of `gather`, which has none going on: the one that ended by itself, if any, is
    /// stopped first (the database holds one not stopped per gather). The caller holds the
    /// gather's row lock.
    private static func makeLink(of gather: GatherModel, on database: any Database) async throws -> WatchLinkModel {
        let gatherID = try gather.requireID()
        let link = WatchLinkModel(gatherID: gatherID, token: TokenDigest.makeToken(), createdAt: Date())
        if let ends = link.expiresAt(of: gather), ends <= Date() {
            throw Abort(.conflict, reason: "This match ended more than a day ago; a live link to it would have ended.")
        }
        try await WatchLinkModel.query(on: database).filter(\.$gather.$id == gatherID).filter(\.$stoppedAt == nil)
            .set(\.$stoppedAt, to: link.createdAt).update()
        try await link.create(on: database)
        try await WatchLinkModel.forgetOldStopped(ofGather: gatherID, keeping: Self.stoppedKept, on: database)
        return link
    }

    /// The gather's live link going on; 404 when none is.
    func show(request: Request) async throws -> Response {
        let gather = try await Self.ownGather(of: request)
        guard let link = try await WatchLinkModel.going(onGather: gather, on: request.db) else {
            throw Abort(.notFound, reason: "This gather has no live link.")
        }
        return try jsonResponse(link.response(of: gather))
    }

    /// Stops the gather's live link, and any other not stopped (from before one was held per
    /// gather): their pages answer 410 from now on, and their watchers are told and closed. 404
    /// when no link is going on.
    func stop(request: Request) async throws -> HTTPStatus {
        let gather = try await Self.ownGather(of: request)
        let gatherID = try gather.requireID()
        let userID = try request.userID()
        let stopped = try await request.application.rowLocks.transaction(RowLocks.gather(gatherID), on: request.db) {
            database in
            try await RowLock.lock(GatherModel.schema, id: gatherID, userID: userID, touching: "score", on: database)
            let gather = try await Self.ownGather(gatherID, userID: userID, on: database)
            guard try await WatchLinkModel.going(onGather: gather, on: database) != nil else {
                throw Abort(.notFound, reason: "This gather has no live link.")
            }
            let unstopped = try await WatchLinkModel.query(on: database)
                .filter(\.$gather.$id == gatherID).filter(\.$stoppedAt == nil).all(\.$id)
            try await WatchLinkModel.query(on: database).filter(\.$id ~~ unstopped)
                .set(\.$stoppedAt, to: Date().roundedToMicroseconds).update()
            return unstopped
        }
        for link in stopped { request.application.changeFeed.end(watchLink: link) }
        return .noContent
    }

    private static func ownGather(of request: Request) async throws -> GatherModel {
        try await ownGather(try request.idParameter(), userID: try request.userID(), on: request.db)
    }

    private static func ownGather(_ id: UUID, userID: UUID, on database: any Database) async throws -> GatherModel {
        guard
            let gather = try await GatherModel.query(on: database)
                .filter(\.$id == id).filter(\.$user.$id == userID).first()
        else { throw Abort(.notFound, reason: "No gather with id \(id) among yours.") }
        return gather
    }
}

extension WatchLinkModel {
    /// Deletes the stopped links of `gatherID` but the `keeping` most recent.
    static func forgetOldStopped(ofGather gatherID: UUID, keeping: Int, on database: any Database) async throws {
        // Trimmed each time a link is made, so at most `keeping` + 1 are read.
        let stopped = try await WatchLinkModel.query(on: database)
            .filter(\.$gather.$id == gatherID).filter(\.$stoppedAt != nil)
            .sort(\.$stoppedAt, .descending).sort(\.$id, .descending)
            .all(\.$id)
        let old = Array(stopped.dropFirst(keeping))
        guard !old.isEmpty else { return }
        try await WatchLinkModel.query(on: database).filter(\.$id ~~ old).delete()
    }

    /// The link of `gather` that was not stopped and has not ended by itself, if any.
    static func going(onGather gather: GatherModel, on database: any Database) async throws -> WatchLinkModel? {
        let link = try await WatchLinkModel.query(on: database)
            .filter(\.$gather.$id == gather.requireID()).filter(\.$stoppedAt == nil)
            .sort(\.$createdAt, .descending).first()
        guard let link, link.expiresAt(of: gather).map({ $0 > Date() }) ?? true else { return nil }
        return link
    }
}
