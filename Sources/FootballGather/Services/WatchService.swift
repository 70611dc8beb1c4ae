import FootballGatherAPI
import Foundation

/// A match watched through its live link, by anyone, without an account.
public protocol WatchService: Sendable {
    /// The match at the live link `token` as it stands now.
    /// - Throws: ``ServiceError/notFound`` when no match is shared at that link,
    ///   ``ServiceError/rejected(reason:)`` when the link was stopped or has ended (the reason
    ///   says which).
    func match(atLink token: String) async throws -> WatchedMatchResponse
    /// News of the match at `token` from now on, until the listener stops listening.
    func news(atLink token: String) -> AsyncStream<LinkNews>
}

/// Watching for a front end that offers none: every link is unknown.
public struct NoWatching: WatchService {
    public init() {}

    public func match(atLink token: String) async throws -> WatchedMatchResponse {
        throw ServiceError.notFound
    }

    public func news(atLink token: String) -> AsyncStream<LinkNews> {
        AsyncStream { $0.finish() }
    }
}
