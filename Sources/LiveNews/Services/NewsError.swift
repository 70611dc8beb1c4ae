import VIPERKit

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
    /// Every one of several feeds failed; one sentence per feed.
    case allFeedsFailed(problems: [String])
    /// The answer is larger than `limit` bytes, the most the app reads.
    case tooLarge(url: String, limit: Int)
    /// The server redirected to `target`, which is not followed for `reason`, e.g. "a loopback address".
    case redirectRefused(url: String, target: String, reason: String)
    /// The server redirected more than `limit` times.
    case tooManyRedirects(url: String, limit: Int)

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
        case .allFeedsFailed(let problems):
            (["None of the feeds could be read."] + problems).joined(separator: " ")
        case .tooLarge(let url, let limit):
            "The answer from \(url) is larger than \(GuardedFetchError.text(bytes: limit))."
        case .redirectRefused(let url, let target, let reason):
            "The server at \(url) redirects to \(target), \(reason), and only redirects to the same host or to "
                + "a public address are followed."
        case .tooManyRedirects(let url, let limit):
            "The server at \(url) redirects more than \(limit) times."
        }
    }

    /// `error` as a sentence: a ``NewsError``'s own, or a general one for anything else.
    static func sentence(for error: any Error) -> String {
        (error as? NewsError)?.description ?? "The headlines could not be fetched. Please try again."
    }
}
