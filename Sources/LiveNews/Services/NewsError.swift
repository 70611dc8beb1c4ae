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
        }
    }

    /// `error` as a sentence: a ``NewsError``'s own, or a general one for anything else.
    static func sentence(for error: any Error) -> String {
        (error as? NewsError)?.description ?? "The headlines could not be fetched. Please try again."
    }
}
