import Foundation

/// A news source read by many people at once (every tab a web server serves): however many ask,
/// it fetches at most once every ``freshFor`` while the source works, and at most once every
/// ``retryAfter`` while it fails, one fetch at a time, everyone waiting for the same answer.
/// So a stranger opening tabs or tapping Refresh cannot make the server flood the news sites.
public actor SharedHeadlines: NewsSource {
    /// How long fetched headlines are shown before they are fetched again.
    public static let freshFor: Duration = .seconds(30)
    /// How long a failure is answered again before the source is asked again.
    public static let retryAfter: Duration = .seconds(2)

    private let source: any NewsSource
    private let now: @Sendable () -> Date
    private var latest: (answer: Result<Headlines, any Error>, at: Date)?
    private var fetching: Task<Headlines, any Error>?

    /// - Parameters:
    ///   - source: where the headlines come from.
    ///   - now: the current time (a fixed one in tests).
    public init(source: any NewsSource, now: @escaping @Sendable () -> Date = { Date() }) {
        self.source = source
        self.now = now
    }

    public nonisolated var notice: String? { source.notice }

    public func headlines() async throws -> Headlines {
        if let latest, now().timeIntervalSince(latest.at) < Self.seconds(latest.answer) {
            return try latest.answer.get()
        }
        if let fetching { return try await fetching.value }
        let task = Task { [source] in try await source.headlines() }
        fetching = task
        let answer: Result<Headlines, any Error>
        do {
            answer = .success(try await task.value)
        } catch {
            answer = .failure(error)
        }
        fetching = nil
        latest = (answer, now())
        return try answer.get()
    }

    /// How long `answer` is kept, in seconds.
    private static func seconds(_ answer: Result<Headlines, any Error>) -> TimeInterval {
        let kept = (try? answer.get()) == nil ? retryAfter : freshFor
        return TimeInterval(kept.components.seconds)
    }
}
