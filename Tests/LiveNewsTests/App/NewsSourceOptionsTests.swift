import Foundation
import Testing

@testable import LiveNews

@Suite("News source options")
struct NewsSourceOptionsTests {
    let withKey = ["NEWS_API_KEY": "env-key"]

    @Test("Without feeds or a key the bundled sample feed is shown")
    func sample() throws {
        let options = NewsSourceOptions()

        try options.validate(environment: [:])
        #expect(options.source(environment: [:]) is SampleFeedSource)
        #expect(options.source(environment: ["NEWS_API_KEY": ""]) is SampleFeedSource)
    }

    @Test("One feed is read on its own; several are merged, in the order given")
    func feeds() throws {
        let one = NewsSourceOptions(feeds: ["https://a.example/rss.xml"])
        let several = NewsSourceOptions(feeds: ["https://a.example/rss.xml", "http://b.example/atom"])

        try several.validate(environment: withKey)
        #expect((one.source(environment: withKey) as? FeedSource)?.url.absoluteString == "https://a.example/rss.xml")
        let merged = try #require(several.source(environment: withKey) as? MergedFeedsSource)
        #expect(merged.feeds.map(\.name) == ["https://a.example/rss.xml", "http://b.example/atom"])
        #expect(merged.feeds.map { ($0.source as? FeedSource)?.url.absoluteString } == several.feeds)
    }

    @Test("A key from the option or the environment uses NewsAPI, with its country and category")
    func newsAPI() throws {
        let fromEnvironment = try #require(NewsSourceOptions().source(environment: withKey) as? NewsAPISource)
        #expect(fromEnvironment.apiKey == "env-key")
        #expect(fromEnvironment.baseURL == NewsAPISource.defaultBaseURL)
        #expect(fromEnvironment.requestURL.query == "country=us")

        let options = NewsSourceOptions(
            apiKey: "key", newsURL: "http://127.0.0.1:9", country: "GB", category: "Technology")
        try options.validate(environment: [:])
        let fromOptions = try #require(options.source(environment: withKey) as? NewsAPISource)
        #expect(fromOptions.apiKey == "key")
        #expect(
            fromOptions.requestURL.absoluteString
                == "http://127.0.0.1:9/v2/top-headlines?country=gb&category=technology")
    }

    @Test("A country or category with the key from the environment is accepted")
    func countryWithEnvironmentKey() throws {
        try NewsSourceOptions(country: "de", category: "science").validate(environment: withKey)
    }

    @Test(
        "Wrong options are refused with a sentence that says what to change",
        arguments: [
            (
                NewsSourceOptions(feeds: ["https://a.example/rss", "example.com/rss"]),
                "--feed needs an http:// or https:// URL, like https://example.com/rss.xml (got \"example.com/rss\")."
            ),
            (
                NewsSourceOptions(feeds: (1...11).map { "https://example.com/\($0).xml" }),
                "--feed can be given at most 10 times (got 11)."
            ),
            (
                NewsSourceOptions(newsURL: "ftp://x"),
                "--news-url needs an http:// or https:// URL, like https://newsapi.org (got \"ftp://x\")."
            ),
            (NewsSourceOptions(apiKey: " "), "--api-key needs a NewsAPI key."),
            (NewsSourceOptions(feeds: ["https://x/rss"], apiKey: "k"), "Use either --feed or --api-key, not both."),
            (
                NewsSourceOptions(apiKey: "k", country: "usa"),
                "--country needs a two-letter country code, like us or gb (got \"usa\")."
            ),
            (
                NewsSourceOptions(apiKey: "k", country: "1a"),
                "--country needs a two-letter country code, like us or gb (got \"1a\")."
            ),
            (
                NewsSourceOptions(apiKey: "k", category: "weather"),
                "--category needs one of business, entertainment, general, health, science, sports or technology "
                    + "(got \"weather\")."
            ),
            (
                NewsSourceOptions(feeds: ["https://x/rss"], country: "gb"),
                "--country works only with NewsAPI, not with --feed."
            ),
            (
                NewsSourceOptions(category: "sports"),
                "--category works only with NewsAPI: give --api-key or set NEWS_API_KEY."
            ),
            (
                NewsSourceOptions(country: "gb", category: "sports"),
                "--country and --category work only with NewsAPI: give --api-key or set NEWS_API_KEY."
            ),
        ])
    func refused(options: NewsSourceOptions, sentence: String) {
        #expect(throws: NewsOptionsError(sentence)) { try options.validate(environment: [:]) }
        #expect(NewsOptionsError(sentence).description == sentence)
    }

    @Test("Feeds that are not web addresses are left out of the source")
    func invalidFeedsIgnored() {
        let options = NewsSourceOptions(feeds: ["not a url", "https://a.example/rss.xml"])

        #expect((options.source(environment: [:]) as? FeedSource)?.url.absoluteString == "https://a.example/rss.xml")
    }
}
