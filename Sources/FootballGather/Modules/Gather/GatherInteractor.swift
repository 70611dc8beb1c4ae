import FootballGatherAPI
import Foundation

/// Sends the changes to a match and records the result of one gather, or discards it.
@MainActor
final class GatherInteractor: GatherInteracting {
    private let gathers: any GatherService
    private let changes: any ChangeService
    private let gatherID: UUID
    /// The most operations that wait for the server; past it the oldest goes.
    static let maximumPending = 1_000
    /// The operations not sent yet, oldest first.
    private var pending: [GatherOperation] = []
    private var sending: Task<Void, Never>?

    init(gathers: any GatherService, changes: any ChangeService = NoChanges(), gatherID: UUID) {
        self.gathers = gathers
        self.changes = changes
        self.gatherID = gatherID
    }

    /// One element each time the match may have changed elsewhere (its topic changed, or changes
    /// were missed), for as long as the caller listens.
    func matchChanges() -> AsyncStream<Void> {
        let topic = "gather/\(gatherID.uuidString)"
        let source = changes.changes()
        return AsyncStream { continuation in
            let forwarding = Task {
                for await change in source {
                    switch change {
                    case .changed(topic, _), .missed: continuation.yield()
                    case .changed: continue
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }

    func currentMatch() async throws -> MatchState {
        try await gathers.match(ofGather: gatherID)
    }

    var hasUnsentOperations: Bool { !pending.isEmpty }

    func endGather(score: GatherScore) async throws -> Gather {
        try await gathers.endGather(id: gatherID, score: score)
    }

    func discardGather() async throws {
        try await gathers.deleteGather(id: gatherID)
    }

    /// Sends one operation at a time, in order. One that could not reach the server stays first in
    /// line and goes again with the next one, so a goal scored while offline still counts; one the
    /// server refused (the gather ended or is gone) is dropped.
    func send(_ operation: GatherOperation) {
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
                _ = try await gathers.apply(operation, toGather: gatherID)
                pending.removeFirst()
            } catch ServiceError.unreachable {
                break
            } catch {
                pending.removeFirst()
            }
        }
        sending = nil
    }
}
