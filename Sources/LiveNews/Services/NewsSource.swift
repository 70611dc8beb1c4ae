import Foundation

/// Where the headlines come from: NewsAPI, an RSS or Atom feed, or the bundled sample feed.
public protocol NewsSource: Sendable {
    /// Shown above the headlines when set, e.g. that they come from the bundled sample feed.
    var notice: String? { get }
    /// The current headlines, newest first as the source orders them.
    func headlines() async throws -> [Article]
}

/// Why headlines could not be fetched, as a sentence for a person.
public enum NewsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server could not be reached (or did not answer in time).
    case unreachable(url: String, reason: String)
    /// The server answered with an HTTP error status.
    case http(status: Int, url: String)
    /// NewsAPI answered `status: "error"`.
    case newsAPI(code: String, message: String)
    /// The answer was not the JSON NewsAPI sends.
    case malformedJSON(url: String)
    /// The answer was not an RSS 2.0 or Atom feed.
    case malformedFeed(url: String, reason: String)

    public var description: String {
        switch self {
        case .unreachable(let url, let reason):
            "Could not reach \(url): \(reason)."
        case .http(let status, let url):
            "The server at \(url) answered with HTTP status \(status)."
        case .newsAPI(let code, let message):
            "NewsAPI refused the request (\(code)): \(message)"
        case .malformedJSON(let url):
            "The answer from \(url) is not the JSON NewsAPI sends."
        case .malformedFeed(let url, let reason):
            "The document at \(url) is not an RSS or Atom feed: \(reason)."
        }
    }
}
