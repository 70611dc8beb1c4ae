import Foundation

/// What a person chose for the headlines on the command line (or any other front end's settings):
/// feeds, or NewsAPI with its key, server, country and category. It checks the choice and makes
/// the ``NewsSource`` it describes.
public struct NewsSourceOptions: Equatable, Sendable {
    /// How many feeds can be merged at once.
    public static let maximumFeeds = 10

    /// The addresses of RSS or Atom feeds (`--feed`, repeatable).
    public var feeds: [String]
    /// The NewsAPI key (`--api-key`); otherwise `NEWS_API_KEY` of the environment.
    public var apiKey: String?
    /// The NewsAPI server (`--news-url`); NewsAPI's own when `nil`.
    public var newsURL: String?
    /// The two-letter country of NewsAPI's headlines (`--country`); "us" when `nil`.
    public var country: String?
    /// One of ``NewsAPISource/categories`` (`--category`); every category when `nil`.
    public var category: String?

    public init(
        feeds: [String] = [], apiKey: String? = nil, newsURL: String? = nil, country: String? = nil,
        category: String? = nil
    ) {
        self.feeds = feeds
        self.apiKey = apiKey
        self.newsURL = newsURL
        self.country = country
        self.category = category
    }

    /// Checks the options and how they go together.
    /// - Parameter environment: the process environment, whose `NEWS_API_KEY` also chooses NewsAPI.
    /// - Throws: ``NewsOptionsError`` with a sentence saying what to change.
    public func validate(environment: [String: String]) throws(NewsOptionsError) {
        if let feed = feeds.first(where: { WebAddress.parse($0) == nil }) {
            throw NewsOptionsError(
                "--feed needs an http:// or https:// URL, like https://example.com/rss.xml (got \"\(feed)\").")
        }
        if feeds.count > Self.maximumFeeds {
            throw NewsOptionsError("--feed can be given at most \(Self.maximumFeeds) times (got \(feeds.count)).")
        }
        if let newsURL, WebAddress.parse(newsURL) == nil {
            throw NewsOptionsError(
                "--news-url needs an http:// or https:// URL, like https://newsapi.org (got \"\(newsURL)\").")
        }
        if let apiKey, apiKey.trimmingCharacters(in: .whitespaces).isEmpty {
            throw NewsOptionsError("--api-key needs a NewsAPI key.")
        }
        if !feeds.isEmpty, apiKey != nil {
            throw NewsOptionsError("Use either --feed or --api-key, not both.")
        }
        try validateNewsAPIChoices(environment: environment)
    }

    /// Checks --country and --category, which only NewsAPI understands.
    private func validateNewsAPIChoices(environment: [String: String]) throws(NewsOptionsError) {
        if let country, country.count != 2 || !country.allSatisfy({ $0.isASCII && $0.isLetter }) {
            throw NewsOptionsError(
                "--country needs a two-letter country code, like us or gb (got \"\(country)\").")
        }
        if let category, !NewsAPISource.categories.contains(category.lowercased()) {
            let choices = NewsAPISource.categories.dropLast().joined(separator: ", ")
            let last = NewsAPISource.categories.last ?? ""
            throw NewsOptionsError("--category needs one of \(choices) or \(last) (got \"\(category)\").")
        }
        let given = [country.map { _ in "--country" }, category.map { _ in "--category" }].compactMap(\.self)
        guard !given.isEmpty else { return }
        let subject = given.count == 1 ? "\(given[0]) works" : "--country and --category work"
        if !feeds.isEmpty {
            throw NewsOptionsError("\(subject) only with NewsAPI, not with --feed.")
        }
        if key(environment: environment) == nil {
            throw NewsOptionsError("\(subject) only with NewsAPI: give --api-key or set NEWS_API_KEY.")
        }
    }

    /// The news source the options and `environment` choose: the feed, several feeds merged,
    /// NewsAPI, or the bundled sample. Options that do not pass ``validate(environment:)`` are ignored.
    public func source(environment: [String: String]) -> any NewsSource {
        let urls = feeds.compactMap { WebAddress.parse($0) }
        if urls.count == 1 {
            return FeedSource(url: urls[0])
        }
        if urls.count > 1 {
            return MergedFeedsSource(urls: urls)
        }
        if let key = key(environment: environment) {
            let base = WebAddress.parse(newsURL) ?? NewsAPISource.defaultBaseURL
            return NewsAPISource(
                apiKey: key, baseURL: base, country: country?.lowercased() ?? "us", category: category?.lowercased())
        }
        return SampleFeedSource()
    }

    /// The NewsAPI key: the option's, else a non-empty `NEWS_API_KEY`.
    private func key(environment: [String: String]) -> String? {
        apiKey ?? environment["NEWS_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Why ``NewsSourceOptions`` were refused, as a sentence saying what to change.
public struct NewsOptionsError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
