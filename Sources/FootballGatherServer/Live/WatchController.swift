import Fluent
import FootballGatherAPI
import Vapor

/// What anyone holding a live link reads, without an account: the match (`GET
/// /api/watch/<token>`) and its changes (`GET /api/watch/<token>/changes`, Server-Sent Events).
/// A link that was stopped or has ended answers 410 with a sentence; a watcher open when it
/// stops is sent an `ended` event with that sentence, then closed.
struct WatchController: RouteCollection {
    let heartbeat: Duration

    func boot(routes: any RoutesBuilder) throws {
        routes.on(.watchMatch, use: match)
        routes.on(.watchChanges, use: changes)
    }

    /// Why a link shows nothing any more.
    enum Gone {
        static let stopped = "The organiser stopped sharing this match."
        static let ended = "This match ended more than a day ago; its live link has ended."
        static let deleted = "This match was deleted by its organiser."
        static let unknown = "No match is shared at this link. Check that it was copied whole."
    }

    func match(request: Request) async throws -> Response {
        let (_, gather) = try await Self.goingLink(of: request, withPlayers: true)
        let game = try await GameModel.query(on: request.db).filter(\.$gatherID == gather.requireID()).first()
        return try jsonResponse(try gather.watchedMatch(asOf: Date(), playedFrom: game))
    }

    func changes(request: Request) async throws -> Response {
        try await LinkStream.response(
            to: request, kind: .live, token: request.parameters.get("token") ?? "", heartbeat: heartbeat)
    }

    /// Why the link `token` shows nothing any more (stopped, ended, its match deleted); `nil` while
    /// it goes on, or when the database cannot say.
    static func endReason(token: String, on database: any Database) async -> String? {
        do {
            let found = try await WatchLinkModel.query(on: database).filter(\.$token == token).with(\.$gather).first()
            return found.map { goneReason(of: $0, gather: $0.gather) } ?? Gone.deleted
        } catch {
            return nil
        }
    }

    /// Why `link` shows nothing any more; `nil` while it goes on.
    static func goneReason(of link: WatchLinkModel, gather: GatherModel) -> String? {
        if link.stoppedAt != nil { return Gone.stopped }
        if let ends = link.expiresAt(of: gather), ends <= Date() { return Gone.ended }
        return nil
    }

    /// How long a watcher of `link` stays open: the streams' lifetime, or until the link ends.
    static func lifetime(of link: WatchLinkModel, gather: GatherModel, limits: ChangeStreamLimits) -> Duration {
        guard let ends = link.expiresAt(of: gather) else { return limits.lifetime }
        return min(limits.lifetime, .milliseconds(Int64(max(0, ends.timeIntervalSinceNow) * 1000)))
    }

    /// The link the request names and its gather: 404 for no link, 410 for one that is over.
    private static func goingLink(of request: Request, withPlayers: Bool) async throws -> (WatchLinkModel, GatherModel)
    {
        try await goingLink(token: request.parameters.get("token") ?? "", on: request.db, withPlayers: withPlayers)
    }

    /// The link `token` and its gather: 404 for no link, 410 for one that is over or whose gather
    /// was deleted.
    static func goingLink(token: String, on database: any Database, withPlayers: Bool) async throws -> (
        WatchLinkModel, GatherModel
    ) {
        guard WatchLinkRules.isWellFormed(token) else { throw Abort(.notFound, reason: Gone.unknown) }
        let query = WatchLinkModel.query(on: database).filter(\.$token == token)
        if withPlayers {
            query.with(\.$gather) { $0.with(\.$players) { $0.with(\.$player) } }
        } else {
            query.with(\.$gather)
        }
        guard let link = try await query.first() else {
            if try await DeletedWatchLinkModel.wasDeleted(token, on: database) {
                throw Abort(.gone, reason: Gone.deleted)
            }
            throw Abort(.notFound, reason: Gone.unknown)
        }
        if let reason = goneReason(of: link, gather: link.gather) { throw Abort(.gone, reason: reason) }
        return (link, link.gather)
    }
}

extension GatherModel {
    /// The match as a watcher sees it at `now`, named by the game it was `playedFrom` when there is
    /// one (its time, place and time zone), else by when it started. The players must have been
    /// eager-loaded.
    func watchedMatch(asOf now: Date, playedFrom game: GameModel? = nil) throws -> WatchedMatchResponse {
        let entries = players.sorted { $0.player.name.localizedStandardCompare($1.player.name) == .orderedAscending }
        func team(_ team: GatherTeam) -> [WatchedPlayer] {
            entries.filter { $0.team == team.rawValue }.map {
                WatchedPlayer(name: $0.player.name, position: $0.player.preferredPosition.flatMap(PlayerPosition.init))
            }
        }
        let progress = progress(asOf: now) ?? .kickOff
        let ended = score != nil
        var endsAt: Date?
        if !ended, progress.clock.status == .running, let progressAt, let left = clockSecondsLeft {
            endsAt = progressAt.addingTimeInterval(TimeInterval(left))
        }
        return WatchedMatchResponse(
            teamA: team(.teamA), teamB: team(.teamB), score: score ?? progress.score,
            clock: ended ? nil : progress.clock, clockEndsAt: endsAt,
            winnerTeam: winnerTeam.flatMap(GatherWinner.init(rawValue:)),
            expiresAt: ended ? (endedAt ?? now).addingTimeInterval(WatchLinkRules.lifetimeAfterEnd) : nil,
            playedAt: game?.startsAt ?? createdAt, place: game?.place, timeZone: game?.timeZone)
    }
}
