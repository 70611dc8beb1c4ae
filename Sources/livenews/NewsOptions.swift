import ArgumentParser
import Foundation
import LiveNews

/// The options every way of running `livenews` shares: where the headlines come from.
struct NewsOptions: ParsableArguments {
    /// Where the headlines come from, for the commands' help.
    static let sourcesDiscussion = """
        Headlines come from NewsAPI (https://newsapi.org) when an API key is given with --api-key \
        or the NEWS_API_KEY environment variable (narrowed with --country and --category), or \
        from RSS 2.0 or Atom feeds given with --feed: repeat it for up to \(NewsSourceOptions.maximumFeeds) \
        feeds, merged newest first; a feed that fails is named above the others' headlines. With \
        neither, the app shows a sample feed bundled with it, and says so.
        """

    @Option(
        name: .long,
        help: ArgumentHelp("Show the RSS 2.0 or Atom feed at <url>; repeat to merge several.", valueName: "url"))
    var feed: [String] = []

    @Option(
        name: .customLong("api-key"),
        help: ArgumentHelp("Use NewsAPI top headlines with <key> (default: $NEWS_API_KEY).", valueName: "key"))
    var apiKey: String?

    @Option(
        name: .customLong("news-url"),
        help: ArgumentHelp("The NewsAPI server at <url> (default: https://newsapi.org).", valueName: "url"))
    var newsURL: String?

    @Option(
        name: .long,
        help: ArgumentHelp("NewsAPI headlines of the country <code>, like us or gb (default: us).", valueName: "code"))
    var country: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "NewsAPI headlines of one <category>: \(NewsAPISource.categories.joined(separator: ", ")).",
            valueName: "category"))
    var category: String?

    /// The options as the LiveNews module reads them.
    var sourceOptions: NewsSourceOptions {
        NewsSourceOptions(feeds: feed, apiKey: apiKey, newsURL: newsURL, country: country, category: category)
    }

    func validate() throws {
        do {
            try sourceOptions.validate(environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The news source the options and `environment` choose: the feeds, NewsAPI, or the bundled sample.
    func source(environment: [String: String]) -> any NewsSource {
        sourceOptions.source(environment: environment)
    }
}
