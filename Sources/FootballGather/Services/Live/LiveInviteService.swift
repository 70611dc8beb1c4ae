import FootballGatherAPI
import Foundation

/// Invites over the API (`/api/invites/<token>`), read and answered with no credentials; the
/// game's news comes from `news` (the server's feed in process, or the link's change stream).
public struct LiveInviteService: InviteService {
    private let client: APIClient
    private let newsSource: @Sendable (String) -> AsyncStream<LinkNews>

    public init(client: APIClient, news: @escaping @Sendable (String) -> AsyncStream<LinkNews>) {
        self.client = client
        newsSource = news
    }

    public func invite(atLink token: String) async throws -> InviteResponse {
        guard GameRules.isWellFormed(token) else { throw ServiceError.notFound }
        return try await client.response(to: .call(.showInvite, token, authorization: .none))
    }

    public func answer(_ request: AnswerRequest, atLink token: String) async throws -> AnswerResponse {
        guard GameRules.isWellFormed(token) else { throw ServiceError.notFound }
        return try await client.response(
            to: .creating("answer", .answerInvite, token, sending: request, authorization: .none))
    }

    public func news(atLink token: String) -> AsyncStream<LinkNews> {
        newsSource(token)
    }
}
