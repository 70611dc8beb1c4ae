import Foundation

/// A news source read by many people at once (every tab a web server serves): however many ask,
/// it fetches at most once every ``freshFor`` while the source works, and while it fails after
/// ``retryAfter``, then twice as long after each failure in a row up to ``longestRetry``, one fetch
/// at a time, everyone waiting for the same answer. So a stranger opening tabs or tapping Refresh
/// cannot make the server flood the news sites, nor use up a quota on a source that is down.
public actor SharedHeadlines: NewsSource {
    /// How long fetched headlines are shown before they are fetched again.
    public static let freshFor: Duration = .seconds(30)
    /// How long a first failure is answered again before the source is asked again.
    public static let retryAfter: Duration = .seconds(2)
    /// The longest a failure is answered again, however many came in a row.
    public static let longestRetry: Duration = .seconds(300)

    private let source: any NewsSource
    private let now: @Sendable () -> Date
    private var latest: (answer: Result<Headlines, any Error>, at: Date)?
    private var fetching: Task<Headlines, any Error>?
    /// Failures since the source last answered.
    private var failuresInARow = 0

    /// - Parameters:
    ///   - source: where the headlines come from.
    ///   - now: the current time (a fixed one in tests).
    public init(source: any NewsSource, now: @escaping @Sendable () -> Date = { Date() }) {
        self.source = source
        self.now = now
    }

    public nonisolated var notice: String? { source.notice }

    public func headlines() async throws -> Headlines {
        if let latest, now().timeIntervalSince(latest.at) < keptSeconds(latest.answer) {
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
        failuresInARow = (try? answer.get()) == nil ? failuresInARow + 1 : 0
        return try answer.get()
    }

    /// How long `answer` is kept, in seconds: headlines ``freshFor``, a failure ``retryAfter`` doubled
    /// for each failure in a row before it, at most ``longestRetry``.
    private func keptSeconds(_ answer: Result<Headlines, any Error>) -> TimeInterval {
        guard (try? answer.get()) == nil else { return TimeInterval(Self.freshFor.components.seconds) }
        let first = TimeInterval(Self.retryAfter.components.seconds)
        let doublings = Double(min(max(0, failuresInARow - 1), 16))
        return min(first * pow(2, doublings), TimeInterval(Self.longestRetry.components.seconds))
    }
}
