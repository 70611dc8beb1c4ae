import FootballGatherAPI
import Foundation
import VIPERKit

/// Sends the changes to a match and records the result of one gather, or discards it.
@MainActor
final class GatherInteractor: GatherInteracting {
    private let gathers: any GatherService
    private let changes: any TopicChangeSource
    private let gatherID: UUID
    /// The most operations that wait for the server; past it the oldest goes.
    static let maximumPending = 1_000
    /// The operations not sent yet, oldest first.
    private var pending: [GatherOperation] = []
    private var sending: Task<Void, Never>?
    /// The server answered an operation sent since the queue last drained as a replay.
    private var sawReplay = false
    var onReplayedOperations: (@MainActor () async -> Void)?
    /// The follower of the match this interactor made, told each operation's id so that the news
    /// of an operation sent from here (the screen already shows it) reloads nothing.
    private weak var follower: TopicFollower?

    init(gathers: any GatherService, changes: any TopicChangeSource = NoTopicChanges(), gatherID: UUID) {
        self.gathers = gathers
        self.changes = changes
        self.gatherID = gatherID
    }

    /// Calls `reload` each time the match changed elsewhere (not for the operations sent from
    /// here), for as long as the follower lives.
    func followMatch(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower {
        let follower = TopicFollower(topics: [.gather(gatherID)], from: changes, reload: reload)
        self.follower = follower
        return follower
    }

    func currentMatch() async throws -> MatchState {
        try await gathers.match(ofGather: gatherID)
    }

    var hasUnsentOperations: Bool { !pending.isEmpty }

    func liveLink() async throws -> LiveLink? {
        try await gathers.liveLink(ofGather: gatherID)
    }

    func shareLiveLink() async throws -> LiveLink {
        try await gathers.shareLiveLink(ofGather: gatherID)
    }

    func stopLiveLink() async throws {
        try await gathers.stopLiveLink(ofGather: gatherID)
    }

    func endGather(score: GatherScore) async throws -> Gather {
        try await gathers.endGather(id: gatherID, score: score)
    }

    func discardGather() async throws {
        try await gathers.deleteGather(id: gatherID)
    }

    /// Sends one operation at a time, in order. One that could not reach the server stays first in
    /// line and goes again with the next one, so a goal scored while offline still counts; one the
    /// server refused (the gather ended or is gone) is dropped. Each gets its id here, from the
    /// event that caused it (``EventOrigin``), so every re-send carries the one the first send did.
    func send(_ operation: GatherOperation) {
        var operation = operation
        if operation.id == nil { operation.id = EventOrigin.writeID(for: "operation") }
        if let id = operation.id { follower?.ignoreEcho(of: id) }
        if pending.count >= Self.maximumPending { pending.removeFirst() }
        pending.append(operation)
        guard sending == nil else { return }
        sending = Task { [weak self] in await self?.sendPending() }
    }

    /// Returns once every operation handed over so far has been sent (or failed).
    func operationsSent() async {
        await sending?.value
    }

    private func sendPending() async {
        while let operation = pending.first {
            do {
                if try await gathers.apply(operation, toGather: gatherID).wasReplayed { sawReplay = true }
                pending.removeFirst()
            } catch ServiceError.unreachable {
                break
            } catch {
                pending.removeFirst()
            }
        }
        sending = nil
        guard pending.isEmpty, sawReplay else { return }
        sawReplay = false
        await onReplayedOperations?()
    }
}
