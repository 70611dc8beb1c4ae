/// How long ``EventStreamChangeService`` waits before connecting again: a delay doubling with each
/// failed try in a row, from ``initialDelay`` up to ``maximumDelay``, shortened at random by up to
/// ``jitter`` of itself so that clients cut off together do not come back together, and never below
/// what the server asked for (its `retry:` time, or a 429's `Retry-After`).
public struct ReconnectBackoff: Sendable, Equatable {
    /// The delay after a connection that worked, or after the first failure.
    public var initialDelay: Duration
    /// The longest delay that doubling reaches, and the longest `retry:` time honoured.
    public var maximumDelay: Duration
    /// The longest `Retry-After` honoured.
    public var longestRetryAfter: Duration
    /// The largest part of a delay taken off at random, from 0 to 1.
    public var jitter: Double

    public init(
        initialDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(30),
        longestRetryAfter: Duration = .seconds(600), jitter: Double = 0.25
    ) {
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.longestRetryAfter = longestRetryAfter
        self.jitter = jitter
    }

    /// The delay before the next try.
    /// - Parameters:
    ///   - failures: the tries that failed in a row before this one (0 after a connection that worked).
    ///   - retry: the server's `retry:` reconnection time, if it sent one; capped at ``maximumDelay``.
    ///   - retryAfter: a 429's `Retry-After`, if any; capped at ``longestRetryAfter``.
    ///   - random: a number from 0 up to 1 choosing the jitter.
    public func delay(afterFailures failures: Int, retry: Duration?, retryAfter: Duration?, random: Double)
        -> Duration
    {
        var delay = initialDelay
        for _ in 0..<max(0, failures) where delay < maximumDelay { delay *= 2 }
        delay = min(delay, maximumDelay)
        delay = delay * (1 - min(max(jitter, 0), 1) * min(max(random, 0), 1))
        let floor = max(min(retry ?? .zero, maximumDelay), min(retryAfter ?? .zero, longestRetryAfter))
        return max(delay, floor)
    }
}
