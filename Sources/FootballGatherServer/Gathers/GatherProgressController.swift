import Fluent
import FootballGatherAPI
import Vapor

/// The progress of the caller's unfinished gathers: changed by operations or recorded as a match
/// goes on, read back to resume it after a restart of either side.
struct GatherProgressController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.on(.getUnfinishedGather, use: unfinished)
        routes.on(.recordGatherProgress, use: recordProgress)
        routes.on(.getGatherProgress, use: progress)
        routes.on(.applyGatherOperation, use: applyOperation)
    }

    /// Applies one operation (a goal, the clock started…) to an unfinished gather's match as it
    /// stands now, and answers the match after it. The gather's row stays locked from the read to
    /// the write, so operations from several devices apply one after another and none is lost.
    ///
    /// An operation with an `id` the gather applied already (a re-send) changes nothing, publishes
    /// nothing and answers, with `Idempotent-Replayed: true`, the match as it stands now, which
    /// holds that operation: not the answer given the first time, whose running clock has counted
    /// down since and which lacks the operations applied after it, so a device adopting it would
    /// go back in time. Once the gather has ended a re-send answers 409, as any operation does.
    func applyOperation(request: Request) async throws -> Response {
        let id = try request.idParameter()
        let userID = try request.userID()
        let operation = try await request.decodeBody(GatherOperation.self)
        if let problem = operation.problem { throw Abort(.badRequest, reason: problem) }
        let kept = request.application.idempotencyLimits.operationIDsPerGather
        let (progress, replayed) = try await GatherStore.apply(
            operation, toGather: id, userID: userID, keeping: kept, on: request.db,
            locks: request.application.rowLocks, feed: request.application.changeFeed)
        let response = try jsonResponse(progress)
        if replayed { response.headers.replaceOrAdd(name: IdempotencyHeaders.replayed, value: "true") }
        return response
    }

    /// The match of an unfinished gather as it stands now (0:0 and the clock at 10:00 before
    /// anything was recorded); 409 once the gather has ended, 404 when it is not the caller's.
    func progress(request: Request) async throws -> Response {
        let id = try request.idParameter()
        let userID = try request.userID()
        guard
            let gather = try await GatherModel.query(on: request.db)
                .filter(\.$id == id).filter(\.$user.$id == userID).first()
        else { throw Abort(.notFound, reason: "No gather with id \(id) among yours.") }
        guard let score = gather.score else {
            return try jsonResponse(gather.progress(asOf: Date()) ?? .kickOff)
        }
        throw Abort(.conflict, reason: "This gather has already ended, \(score).")
    }

    /// Records the score so far and the clock of an unfinished gather; the server's time of the
    /// recording is kept with them, so a running clock is read back as it stands then.
    func recordProgress(request: Request) async throws -> HTTPStatus {
        let id = try request.idParameter()
        let userID = try request.userID()
        let body = try await request.decodeBody(GatherProgressRequest.self)
        if let problem = body.problem { throw Abort(.badRequest, reason: problem) }
        try await GatherStore.record(
            body, ofGather: id, userID: userID, on: request.db, locks: request.application.rowLocks,
            feed: request.application.changeFeed)
        return .noContent
    }

    /// The caller's gather in progress most recently (touched last: its latest operation, or its
    /// creation before any), with its progress as of now (0:0 and the clock at 10:00 before
    /// anything was recorded); 404 when none is.
    func unfinished(request: Request) async throws -> Response {
        let userID = try request.userID()
        let unfinished = {
            GatherModel.query(on: request.db).filter(\.$user.$id == userID).filter(\.$score == nil)
                .with(\.$players) { $0.with(\.$player) }
        }
        let progressed = try await unfinished().filter(\.$progressAt != nil)
            .sort(\.$progressAt, .descending).sort(\.$id, .descending).first()
        let untouched = try await unfinished().filter(\.$progressAt == nil)
            .sort(\.$createdAt, .descending).sort(\.$id, .descending).first()
        let latest = [progressed, untouched].compactMap { $0 }.max { $0.touchedAt < $1.touchedAt }
        guard let gather = latest else { throw Abort(.notFound, reason: "None of your gathers is in progress.") }
        return try jsonResponse(try gather.unfinishedResponse(now: Date()))
    }
}

extension GatherModel {
    /// When the gather was touched last: its progress recorded last, else its creation.
    var touchedAt: Date { progressAt ?? createdAt }

    /// The unfinished gather with its progress as of `now` (the kick-off before any was
    /// recorded) and when it was touched last. The players must have been eager-loaded.
    func unfinishedResponse(now: Date) throws -> UnfinishedGatherResponse {
        UnfinishedGatherResponse(
            gather: try response(), progress: progress(asOf: now) ?? .kickOff, recordedAt: touchedAt)
    }

    /// The recorded progress with a running clock counted down to `now`; `nil` when none was recorded.
    func progress(asOf now: Date) -> GatherProgressRequest? {
        guard let score = progressScore, let progressAt, let status = clockStatus.flatMap(ClockStatus.init),
            let secondsLeft = clockSecondsLeft, let setSeconds = clockSetSeconds
        else { return nil }
        let clock = ClockProgress(status: status, secondsLeft: secondsLeft, setSeconds: setSeconds)
            .advanced(bySeconds: now.timeIntervalSince(progressAt))
        return GatherProgressRequest(score: score, clock: clock)
    }

    /// Records `progress` as it stands at `now`.
    func record(_ progress: GatherProgressRequest, at now: Date) {
        progressScore = progress.score
        clockStatus = progress.clock.status.rawValue
        clockSecondsLeft = progress.clock.secondsLeft
        clockSetSeconds = progress.clock.setSeconds
        progressAt = now
    }
}
