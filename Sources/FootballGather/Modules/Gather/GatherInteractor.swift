import FootballGatherAPI
import Foundation

/// Records the progress and the result of one gather, or discards it.
@MainActor
final class GatherInteractor: GatherInteracting {
    private let gathers: any GatherService
    private let gatherID: UUID
    /// The progress waiting to be sent while an earlier one is on its way; only the latest is kept.
    private var pendingProgress: GatherProgress?
    private var sending: Task<Void, Never>?

    init(gathers: any GatherService, gatherID: UUID) {
        self.gathers = gathers
        self.gatherID = gatherID
    }

    func endGather(score: GatherScore) async throws -> Gather {
        try await gathers.endGather(id: gatherID, score: score)
    }

    func discardGather() async throws {
        try await gathers.deleteGather(id: gatherID)
    }

    /// Sends one recording at a time, in order; a failed one is left for the next change to mend.
    func recordProgress(_ progress: GatherProgress) {
        pendingProgress = progress
        guard sending == nil else { return }
        sending = Task { [weak self] in await self?.sendPendingProgress() }
    }

    /// Returns once every progress handed over so far has been sent (or failed).
    func progressSent() async {
        await sending?.value
    }

    private func sendPendingProgress() async {
        while let progress = pendingProgress {
            pendingProgress = nil
            try? await gathers.recordProgress(progress, ofGather: gatherID)
        }
        sending = nil
    }
}
