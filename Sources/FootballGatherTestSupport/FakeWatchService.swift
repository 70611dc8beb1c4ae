import FootballGather
import FootballGatherAPI
import Foundation

/// An in-memory ``WatchService``: the matches shared at each link, links that are over, and news
/// a test sends to whoever listens.
public actor FakeWatchService: WatchService {
    /// The match at each link.
    public private(set) var matches: [String: WatchedMatchResponse] = [:]
    /// Why each link that is over shows nothing any more.
    private var endings: [String: String] = [:]
    private var listeners: [String: [UUID: AsyncStream<LinkNews>.Continuation]] = [:]
    /// How many times each link's match was read.
    public private(set) var reads: [String: Int] = [:]
    private var nextError: ServiceError?

    public init(matches: [String: WatchedMatchResponse] = [:]) {
        self.matches = matches
    }

    /// Shares `match` at `token` (or changes it there), without telling the listeners.
    public func share(_ match: WatchedMatchResponse, at token: String) {
        matches[token] = match
    }

    /// Changes the match at `token` and tells its listeners.
    public func change(_ match: WatchedMatchResponse, at token: String) {
        matches[token] = match
        tell(.changed, at: token)
    }

    /// Ends the link `token` for `reason` and tells its listeners, as the server does.
    public func end(_ token: String, reason: String) {
        endings[token] = reason
        tell(.ended(reason: reason), at: token)
        for continuation in listeners[token, default: [:]].values { continuation.finish() }
        listeners[token] = nil
    }

    /// Makes the next read throw `error`.
    public func failNextRead(with error: ServiceError) {
        nextError = error
    }

    /// How many listen to `token` now.
    public func listenerCount(at token: String) -> Int {
        listeners[token]?.count ?? 0
    }

    private func tell(_ news: LinkNews, at token: String) {
        for continuation in listeners[token, default: [:]].values { continuation.yield(news) }
    }

    public func match(atLink token: String) async throws -> WatchedMatchResponse {
        reads[token, default: 0] += 1
        if let error = nextError {
            nextError = nil
            throw error
        }
        if let reason = endings[token] { throw ServiceError.rejected(reason: reason) }
        guard let match = matches[token] else { throw ServiceError.notFound }
        return match
    }

    public nonisolated func news(atLink token: String) -> AsyncStream<LinkNews> {
        let (stream, continuation) = AsyncStream<LinkNews>.makeStream()
        let key = UUID()
        Task { await self.listen(continuation, key: key, at: token) }
        continuation.onTermination = { _ in Task { await self.forget(key, at: token) } }
        return stream
    }

    private func listen(_ continuation: AsyncStream<LinkNews>.Continuation, key: UUID, at token: String) {
        if endings[token] != nil { return continuation.finish() }
        listeners[token, default: [:]][key] = continuation
    }

    private func forget(_ key: UUID, at token: String) {
        listeners[token]?[key] = nil
    }
}
