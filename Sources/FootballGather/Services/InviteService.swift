import FootballGatherAPI
import Foundation

/// A game seen and answered through its invite link, by anyone, without an account.
public protocol InviteService: Sendable {
    /// The game at the invite link `token` as it stands now.
    /// - Throws: ``ServiceError/notFound`` when no game is at that link,
    ///   ``ServiceError/rejected(reason:)`` when the link was replaced (the reason says so).
    func invite(atLink token: String) async throws -> InviteResponse
    /// Answers the game at `token` as `request.name`, with the key this browser was given for that
    /// name, if any.
    /// - Throws: ``ServiceError/rejected(reason:)`` with the server's sentence when answers are
    ///   closed, the name was claimed by another browser, the game is full of names, or the link
    ///   was replaced; ``ServiceError/notFound`` when no game is at that link.
    func answer(_ request: AnswerRequest, atLink token: String) async throws -> AnswerResponse
    /// News of the game at `token` from now on, until the listener stops listening or the link ends.
    func news(atLink token: String) -> AsyncStream<LinkNews>
}

/// Invites for a front end that offers none: every link is unknown.
public struct NoInvites: InviteService {
    public init() {}

    public func invite(atLink token: String) async throws -> InviteResponse {
        throw ServiceError.notFound
    }

    public func answer(_ request: AnswerRequest, atLink token: String) async throws -> AnswerResponse {
        throw ServiceError.notFound
    }

    public func news(atLink token: String) -> AsyncStream<LinkNews> {
        AsyncStream { $0.finish() }
    }
}
