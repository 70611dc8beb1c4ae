import Foundation

/// Deletes the gather shown on GatherDetail; knows nothing about display.
@MainActor
final class GatherDetailInteractor: GatherDetailInteracting {
    private let gathers: any GatherService

    init(gathers: any GatherService) {
        self.gathers = gathers
    }

    func deleteGather(id: UUID) async throws {
        do {
            try await gathers.deleteGather(id: id)
        } catch ServiceError.notFound {
            // Already deleted elsewhere: gone, as the user asked.
        }
    }

    func liveLink(ofGather id: UUID) async throws -> LiveLink? {
        try await gathers.liveLink(ofGather: id)
    }

    func shareLiveLink(ofGather id: UUID) async throws -> LiveLink {
        try await gathers.shareLiveLink(ofGather: id)
    }

    func stopLiveLink(ofGather id: UUID) async throws {
        try await gathers.stopLiveLink(ofGather: id)
    }
}
