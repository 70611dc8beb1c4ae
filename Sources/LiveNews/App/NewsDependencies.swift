import Foundation
import VIPERKit

/// The services and the clock every module of LiveNews uses.
public struct NewsDependencies: Sendable {
    public var source: any NewsSource
    /// Opens an article's address (in a browser, where the platform can).
    public var links: any LinkOpening
    /// The current time, for ages like "2 h ago".
    public var now: @Sendable () -> Date
    /// The time zone dates are shown in.
    public var timeZone: TimeZone

    public init(
        source: any NewsSource, links: any LinkOpening, now: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current
    ) {
        self.source = source
        self.links = links
        self.now = now
        self.timeZone = timeZone
    }
}
