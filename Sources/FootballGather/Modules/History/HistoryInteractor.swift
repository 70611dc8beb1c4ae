/// Loads the past gathers for History.
@MainActor
final class HistoryInteractor: HistoryInteracting {
    private let service: any GatherService

    init(gathers: any GatherService) {
        self.service = gathers
    }

    /// Past gathers that were ended, newest first (sorted here too, whatever order the service
    /// answers in); one left without a result has nothing to show.
    func gathers() async throws -> [Gather] {
        try await service.gathers().filter { $0.score != nil }.sorted { $0.createdAt > $1.createdAt }
    }
}
