/// Loads the past gathers for History.
@MainActor
final class HistoryInteractor: HistoryInteracting {
    private let service: any GatherService

    init(gathers: any GatherService) {
        self.service = gathers
    }

    /// Past gathers, newest first (sorted here too, whatever order the service answers in).
    func gathers() async throws -> [Gather] {
        try await service.gathers().sorted { $0.createdAt > $1.createdAt }
    }
}
