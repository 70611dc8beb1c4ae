import FootballGatherAPI
import Foundation

/// Watching over the API: the match is read with no credentials; its news comes from `news`
/// (the server's feed in process, or its change stream).
public struct LiveWatchService: WatchService {
    private let client: APIClient
    private let newsSource: @Sendable (String) -> AsyncStream<LinkNews>

    public init(client: APIClient, news: @escaping @Sendable (String) -> AsyncStream<LinkNews>) {
        self.client = client
        newsSource = news
    }

    public func match(atLink token: String) async throws -> WatchedMatchResponse {
        guard WatchLinkRules.isWellFormed(token) else { throw ServiceError.notFound }
        return try await client.response(to: .call(.watchMatch, token, authorization: .none))
    }

    public func news(atLink token: String) -> AsyncStream<LinkNews> {
        newsSource(token)
    }
}
