import Fluent
import FootballGatherAPI
import Vapor

/// The progress of the caller's unfinished gathers: recorded as a match goes on, read back to
/// resume it after a restart of either side.
struct GatherProgressController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let gathers = routes.grouped("gathers")
        gathers.get("unfinished", use: unfinished)
        gathers.grouped(":id").put("progress", use: recordProgress)
    }

    /// Records the score so far and the clock of an unfinished gather; the server's time of the
    /// recording is kept with them, so a running clock is read back as it stands then.
    func recordProgress(request: Request) async throws -> HTTPStatus {
        let id = try request.idParameter()
        let userID = try request.userID()
        let body = try await request.decodeBody(GatherProgressRequest.self)
        if let problem = body.problem { throw Abort(.badRequest, reason: problem) }
        try await request.db.transaction { database in
            try await RowLock.lock(GatherModel.schema, id: id, userID: userID, touching: "score", on: database)
            guard
                let gather = try await GatherModel.query(on: database)
                    .filter(\.$id == id).filter(\.$user.$id == userID).first()
            else { throw Abort(.notFound, reason: "No gather with id \(id) among yours.") }
            guard gather.score == nil else {
                throw Abort(.conflict, reason: "This gather has already ended; its progress can no longer change.")
            }
            let clock = body.clock.advanced(bySeconds: 0)
            gather.progressScore = body.score
            gather.clockStatus = clock.status.rawValue
            gather.clockSecondsLeft = clock.secondsLeft
            gather.clockSetSeconds = clock.setSeconds
            gather.progressAt = Date()
            try await gather.update(on: database)
        }
        return .noContent
    }

    /// The caller's gather in progress most recently, with its progress as of now; 404 when none is.
    func unfinished(request: Request) async throws -> Response {
        let userID = try request.userID()
        let found = try await GatherModel.query(on: request.db)
            .filter(\.$user.$id == userID).filter(\.$score == nil).filter(\.$progressAt != nil)
            .sort(\.$progressAt, .descending).sort(\.$id, .descending)
            .with(\.$players) { $0.with(\.$player) }
            .first()
        guard let gather = found, let unfinished = try gather.unfinishedResponse(now: Date()) else {
            throw Abort(.notFound, reason: "None of your gathers is in progress.")
        }
        return try jsonResponse(unfinished)
    }
}

extension GatherModel {
    /// The gather with its progress as of `now`; `nil` when it has none. The players must have
    /// been eager-loaded.
    func unfinishedResponse(now: Date) throws -> UnfinishedGatherResponse? {
        guard let score = progressScore, let progressAt, let status = clockStatus.flatMap(ClockStatus.init),
            let secondsLeft = clockSecondsLeft, let setSeconds = clockSetSeconds
        else { return nil }
        let clock = ClockProgress(status: status, secondsLeft: secondsLeft, setSeconds: setSeconds)
            .advanced(bySeconds: now.timeIntervalSince(progressAt))
        return UnfinishedGatherResponse(
            gather: try response(), progress: GatherProgressRequest(score: score, clock: clock), recordedAt: progressAt)
    }
}
