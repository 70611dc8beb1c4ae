import FootballGather
import FootballGatherAPI
import Foundation

/// An in-memory ``GatherService`` that records every call and can be told to fail the next one.
///
/// It checks what the server checks (both teams have a player, the gather exists) and gives
/// new gathers predictable ids (`00000003-0000-0000-0000-000000000001`, …) and dates, one minute apart.
public actor FakeGatherService: GatherService {
    /// One call made to the service.
    public enum Call: Equatable, Sendable {
        case createGather(players: [PlayerInTeam])
        case createGatherFromGame(players: [PlayerInTeam], game: UUID)
        case endGather(id: UUID, score: GatherScore)
        case gathers
        case deleteGather(id: UUID)
        case apply(GatherOperation, id: UUID)
        case match(id: UUID)
        case unfinishedGather
        case shareLiveLink(id: UUID)
        case liveLink(id: UUID)
        case stopLiveLink(id: UUID)
    }

    /// Every call, oldest first.
    public private(set) var calls: [Call] = []
    /// Every call but the operations on a match and its reloads (which Gather makes in the background).
    public var callsBesidesProgress: [Call] {
        calls.filter {
            switch $0 {
            case .apply, .match: false
            default: true
            }
        }
    }
    /// The operations sent so far, oldest first, without the ids their sender gave them (see
    /// ``sentOperationIDs``).
    public var appliedOperations: [GatherOperation] {
        calls.compactMap {
            guard case .apply(var operation, _) = $0 else { return nil }
            operation.id = nil
            return operation
        }
    }
    /// The ids of the operations sent so far, oldest first (`nil` for one sent without).
    public var sentOperationIDs: [String?] {
        calls.compactMap { if case .apply(let operation, _) = $0 { operation.id } else { nil } }
    }
    /// The ids of the operations each gather applied, as the server keeps them.
    private var appliedIDs: [UUID: Set<String>] = [:]
    /// The stored gathers, in the order they were created.
    public private(set) var stored: [Gather]
    /// The progress recorded for unfinished gathers, by gather id, with the order it was recorded in.
    private var progress: [UUID: (order: Int, progress: GatherProgress)] = [:]
    private var recordings = 0
    /// When each gather was touched last, where told (``seedProgress(_:ofGather:touchedAt:)``,
    /// ``setNow(_:)``); else its creation.
    private var touches: [UUID: Date] = [:]
    /// The time operations are applied at; `nil` leaves a gather's last touch as it was.
    private var now: Date?
    private var nextError: ServiceError?
    private var nextOperationError: ServiceError?
    private var createdCount = 0
    /// The live links going on, by gather id.
    public private(set) var liveLinks: [UUID: LiveLink] = [:]
    private var linksMade = 0
    private let firstDate: Date

    /// - Parameters:
    ///   - gathers: gathers already stored.
    ///   - firstDate: the creation date of the first gather this fake creates.
    public init(gathers: [Gather] = [], firstDate: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        self.stored = gathers
        self.firstDate = firstDate
    }

    /// Makes the next call (whichever it is, but an operation on a match, which runs in the
    /// background) throw `error` instead of answering.
    public func failNextCall(with error: ServiceError) {
        nextError = error
    }

    /// Makes the next operation on a match throw `error` instead of being applied.
    public func failNextOperation(with error: ServiceError) {
        nextOperationError = error
    }

    /// The id the `n`th gather created by this fake gets (1 for the first): `UUID(fake: n, kind: 3)`.
    public static func id(ofCreated n: Int) -> UUID {
        UUID(fake: n, kind: 3)
    }

    public func createGather(players: [PlayerInTeam]) async throws -> Gather {
        calls.append(.createGather(players: players))
        return try makeGather(players: players)
    }

    public func createGather(players: [PlayerInTeam], fromGame gameID: UUID) async throws -> Gather {
        calls.append(.createGatherFromGame(players: players, game: gameID))
        return try makeGather(players: players)
    }

    private func makeGather(players: [PlayerInTeam]) throws -> Gather {
        try throwPendingError()
        let playing = players.filter { $0.team != .bench }
        guard playing.contains(where: { $0.team == .teamA }), playing.contains(where: { $0.team == .teamB })
        else { throw ServiceError.rejected(reason: "Team A and Team B each need at least one player.") }
        createdCount += 1
        let gather = Gather(
            id: Self.id(ofCreated: createdCount),
            createdAt: firstDate.addingTimeInterval(Double(createdCount - 1) * 60), players: playing
        )
        stored.append(gather)
        return gather
    }

    public func endGather(id: UUID, score: GatherScore) async throws -> Gather {
        calls.append(.endGather(id: id, score: score))
        try throwPendingError()
        guard let index = stored.firstIndex(where: { $0.id == id }) else { throw ServiceError.notFound }
        stored[index].score = score
        stored[index].winner = score.winner
        return stored[index]
    }

    public func gathers() async throws -> [Gather] {
        calls.append(.gathers)
        try throwPendingError()
        return stored.sorted { $0.createdAt > $1.createdAt }
    }

    public func deleteGather(id: UUID) async throws {
        calls.append(.deleteGather(id: id))
        try throwPendingError()
        guard stored.contains(where: { $0.id == id }) else { throw ServiceError.notFound }
        stored.removeAll { $0.id == id }
        progress[id] = nil
    }

    /// The gather's live link going on, or a new one: tokens `link1xxx…`, `link2xxx…` (43 characters).
    public func shareLiveLink(ofGather id: UUID) async throws -> LiveLink {
        calls.append(.shareLiveLink(id: id))
        try throwPendingError()
        guard stored.contains(where: { $0.id == id }) else { throw ServiceError.notFound }
        if let link = liveLinks[id] { return link }
        linksMade += 1
        let token = "link\(linksMade)".padding(toLength: WatchLinkRules.tokenLength, withPad: "x", startingAt: 0)
        let link = LiveLink(token: token, path: WatchPath.page(token))
        liveLinks[id] = link
        return link
    }

    public func liveLink(ofGather id: UUID) async throws -> LiveLink? {
        calls.append(.liveLink(id: id))
        try throwPendingError()
        return liveLinks[id]
    }

    public func stopLiveLink(ofGather id: UUID) async throws {
        calls.append(.stopLiveLink(id: id))
        try throwPendingError()
        liveLinks[id] = nil
    }

    /// The progress recorded last for gather `id`; `nil` when none was.
    public func recordedProgress(ofGather id: UUID) -> GatherProgress? {
        progress[id]?.progress
    }

    /// Stores `progress` for gather `id` as if recorded before this fake was made (a restart),
    /// at `touchedAt` when given.
    public func seedProgress(_ progress: GatherProgress, ofGather id: UUID, touchedAt: Date? = nil) {
        recordings += 1
        self.progress[id] = (recordings, progress)
        if let touchedAt { touches[id] = touchedAt }
    }

    /// Operations applied from now on touch their gather at `date`.
    public func setNow(_ date: Date) {
        now = date
    }

    /// Where gather `id`'s match stands: as recorded last (or 0:0 at 10:00), ended, or gone.
    public func match(ofGather id: UUID) async throws -> MatchState {
        calls.append(.match(id: id))
        try throwPendingError()
        guard let gather = stored.first(where: { $0.id == id }) else { return .gone }
        guard gather.score == nil else { return .ended(gather.score) }
        return .inProgress(progress[id]?.progress ?? Self.kickOff)
    }

    /// 0:0 and the clock stopped at 10:00, as the server starts a match.
    static let kickOff = GatherProgress(
        score: GatherScore(teamA: 0, teamB: 0)!, clock: GatherProgressRequest.kickOff.clock)

    /// Records that gather `id` applied an operation with `operationID` before this fake was made
    /// (an operation whose answer was lost in a restart).
    public func seedAppliedOperation(_ operationID: String, ofGather id: UUID) {
        appliedIDs[id, default: []].insert(operationID)
    }

    /// Applies `operation` as the server does, to the progress recorded last (or to 0:0 and a
    /// stopped clock at 10:00); this fake's clock does not run. One with an id the gather applied
    /// already changes nothing and answers the match as a replay.
    public func apply(_ operation: GatherOperation, toGather id: UUID) async throws -> AppliedOperation {
        calls.append(.apply(operation, id: id))
        if let error = nextOperationError {
            nextOperationError = nil
            throw error
        }
        guard let gather = stored.first(where: { $0.id == id }) else { throw ServiceError.notFound }
        guard gather.score == nil else { throw ServiceError.rejected(reason: "This gather has already ended.") }
        let current = progress[id]?.progress ?? Self.kickOff
        if let operationID = operation.id {
            guard appliedIDs[id, default: []].insert(operationID).inserted else {
                return AppliedOperation(match: current, wasReplayed: true)
            }
        }
        let next = current.applying(operation)
        seedProgress(next, ofGather: id, touchedAt: now)
        return AppliedOperation(match: next)
    }

    /// The unfinished gather touched last (recorded last among those touched at once), with its
    /// progress as recorded, or the kick-off before any was (this fake's clock does not run).
    public func unfinishedGather() async throws -> UnfinishedGather? {
        calls.append(.unfinishedGather)
        try throwPendingError()
        let unfinished = stored.filter { $0.score == nil }.map { gather in
            let recorded = progress[gather.id]
            let touchedAt = touches[gather.id] ?? gather.createdAt
            return (
                order: (touchedAt, recorded?.order ?? 0),
                UnfinishedGather(gather: gather, progress: recorded?.progress ?? Self.kickOff, touchedAt: touchedAt)
            )
        }
        return unfinished.max { $0.order < $1.order }?.1
    }

    private func throwPendingError() throws {
        if let error = nextError {
            nextError = nil
            throw error
        }
    }
}
