import FootballGatherAPI
import Foundation

/// Reads the match at one live link and hears its news; knows nothing about display.
@MainActor
final class WatchInteractor: WatchInteracting {
    private let watching: any WatchService
    private let token: String

    init(watching: any WatchService, token: String) {
        self.watching = watching
        self.token = token
    }

    func match() async throws -> WatchedMatchResponse {
        try await watching.match(atLink: token)
    }

    func news() -> AsyncStream<LinkNews> {
        watching.news(atLink: token)
    }
}
