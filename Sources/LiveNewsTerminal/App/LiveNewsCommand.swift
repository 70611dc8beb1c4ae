import ArgumentParser
import Foundation
import LiveNews

/// The command line of `livenews`.
public struct LiveNewsCommand: AsyncParsableCommand, Sendable {
    public static let configuration = CommandConfiguration(
        commandName: "livenews",
        abstract: "LiveNews: today's headlines in the terminal.",
        discussion: """
            Headlines come from NewsAPI (https://newsapi.org) when an API key is given with --api-key \
            or the NEWS_API_KEY environment variable, or from any RSS 2.0 or Atom feed given with \
            --feed. With neither, the app shows a sample feed bundled with it, and says so.

            Keys: every screen lists the keys it accepts at the bottom. Enter reads an article, r \
            refreshes, Esc goes back, q or Ctrl-C quits.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Show the RSS 2.0 or Atom feed at <url>.", valueName: "url"))
    public var feed: String?

    @Option(
        name: .customLong("api-key"),
        help: ArgumentHelp("Use NewsAPI top headlines with <key> (default: $NEWS_API_KEY).", valueName: "key"))
    public var apiKey: String?

    @Option(
        name: .customLong("news-url"),
        help: ArgumentHelp("The NewsAPI server at <url> (default: https://newsapi.org).", valueName: "url"))
    public var newsURL: String?

    public init() {}

    public func validate() throws {
        if let feed, Self.httpURL(feed) == nil {
            throw ValidationError(
                "--feed needs an http:// or https:// URL, like https://example.com/rss.xml (got \"\(feed)\").")
        }
        if let newsURL, Self.httpURL(newsURL) == nil {
            throw ValidationError(
                "--news-url needs an http:// or https:// URL, like https://newsapi.org (got \"\(newsURL)\").")
        }
        if let apiKey, apiKey.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--api-key needs a NewsAPI key.")
        }
        if feed != nil, apiKey != nil {
            throw ValidationError("Use either --feed or --api-key, not both.")
        }
    }

    /// The news source the options and `environment` choose: the feed, NewsAPI, or the bundled sample.
    public func source(environment: [String: String]) -> any NewsSource {
        if let feed, let url = Self.httpURL(feed) {
            return FeedSource(url: url)
        }
        let key = apiKey ?? environment["NEWS_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        if let key {
            let base = newsURL.flatMap(Self.httpURL) ?? NewsAPISource.defaultBaseURL
            return NewsAPISource(apiKey: key, baseURL: base)
        }
        return SampleFeedSource()
    }

    /// The app as the options say.
    @MainActor
    public func loader(environment: [String: String]) -> LiveNewsTerminalLoader {
        LiveNewsTerminalLoader(source: source(environment: environment), environment: environment)
    }

    /// Runs the app until the user quits; exits with 1 when it cannot start.
    public func run() async throws {
        let status = await loader(environment: ProcessInfo.processInfo.environment).run()
        if status != 0 { throw ExitCode(status) }
    }

    /// `text` as a URL when it is an http or https address with a host.
    static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false
        else { return nil }
        return url
    }
}
