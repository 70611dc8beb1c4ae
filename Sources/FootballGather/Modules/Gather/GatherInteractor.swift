import FootballGatherAPI
import Foundation

/// Records the result of one gather, or discards it.
@MainActor
final class GatherInteractor: GatherInteracting {
    private let gathers: any GatherService
    private let gatherID: UUID

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
}
