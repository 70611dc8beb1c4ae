import FootballGatherAPI
import VIPERKit

/// Loads the past gathers for History.
@MainActor
final class HistoryInteractor: HistoryInteracting {
    private let service: any GatherService
    private let changes: any TopicChangeSource

    init(gathers: any GatherService, changes: any TopicChangeSource = NoTopicChanges()) {
        self.service = gathers
        self.changes = changes
    }

    func followGathers(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower {
        TopicFollower(topics: [.gathers], from: changes, reload: reload)
    }

    /// Past gathers that were ended, newest first (sorted here too, whatever order the service
    /// answers in); one left without a result has nothing to show.
    func gathers() async throws -> [Gather] {
        try await service.gathers().filter { $0.score != nil }.sorted { $0.createdAt > $1.createdAt }
    }
}
