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
        let link = routes.grouped("gathers", ":id", "watch-link")
        link.post(use: share)
        link.get(use: show)
        link.delete(use: stop)
    }

    /// The gather's live link: the one going on (200), or a new one (201). A match that ended more
    /// than a day ago gets none (409): its link would have ended already.
    func share(request: Request) async throws -> Response {
        let gather = try await Self.ownGather(of: request)
        if let link = try await WatchLinkModel.going(onGather: gather, on: request.db) {
            return try jsonResponse(link.response(of: gather))
        }
        let gatherID = try gather.requireID()
        let link = WatchLinkModel(gatherID: gatherID, token: TokenDigest.makeToken(), createdAt: Date())
        if let ends = link.expiresAt(of: gather), ends <= Date() {
            throw Abort(.conflict, reason: "This match ended more than a day ago; a live link to it would have ended.")
        }
        try await link.create(on: request.db)
        try await WatchLinkModel.forgetOldStopped(ofGather: gatherID, keeping: Self.stoppedKept, on: request.db)
        return try jsonResponse(
            link.response(of: gather), status: .created, location: APIPath.watchLink(ofGather: gatherID))
    }

    /// The gather's live link going on; 404 when none is.
    func show(request: Request) async throws -> Response {
        let gather = try await Self.ownGather(of: request)
        guard let link = try await WatchLinkModel.going(onGather: gather, on: request.db) else {
            throw Abort(.notFound, reason: "This gather has no live link.")
        }
        return try jsonResponse(link.response(of: gather))
    }

    /// Stops the gather's live link: its page answers 410 from now on, and its watchers are told
    /// and closed. 404 when no link is going on.
    func stop(request: Request) async throws -> HTTPStatus {
        let gather = try await Self.ownGather(of: request)
        guard let link = try await WatchLinkModel.going(onGather: gather, on: request.db) else {
            throw Abort(.notFound, reason: "This gather has no live link.")
        }
        link.stoppedAt = Date()
        try await link.update(on: request.db)
        request.application.changeFeed.end(watchLink: try link.requireID())
        return .noContent
    }

    private static func ownGather(of request: Request) async throws -> GatherModel {
        let id = try request.idParameter()
        guard
            let gather = try await GatherModel.query(on: request.db)
                .filter(\.$id == id).filter(\.$user.$id == request.userID()).first()
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
