import Foundation
import Testing

@testable import LiveNews
@testable import LiveNewsTerminal
@testable import livenews

/// The terminal command `arguments` run (the default subcommand).
func terminal(_ arguments: [String]) throws -> TerminalCommand {
    try #require(try LiveNewsCommand.parseAsRoot(arguments) as? TerminalCommand)
}

@Suite("livenews options")
struct LiveNewsCommandTests {
    @Test("Without options or a key the bundled sample feed is shown")
    func sample() throws {
        let options = try terminal([]).options
        #expect(options.source(environment: [:]) is SampleFeedSource)
        #expect(options.source(environment: ["NEWS_API_KEY": ""]) is SampleFeedSource)
    }

    @Test("--feed shows that feed")
    func feed() throws {
        let source = try terminal(["--feed", "https://example.com/rss.xml"]).options.source(environment: [:])
        #expect((source as? FeedSource)?.url.absoluteString == "https://example.com/rss.xml")
    }

    @Test("--feed given several times merges the feeds")
    func feeds() throws {
        let source = try terminal(["--feed", "https://a.example/rss.xml", "--feed", "https://b.example/atom"])
            .options.source(environment: [:])
        #expect(
            (source as? MergedFeedsSource)?.feeds.map(\.name) == [
                "https://a.example/rss.xml", "https://b.example/atom",
            ])
    }

    @Test("--country and --category narrow NewsAPI's headlines")
    func countryAndCategory() throws {
        let source = try terminal(["--api-key", "k", "--country", "gb", "--category", "sports"])
            .options.source(environment: [:])
        #expect((source as? NewsAPISource)?.requestURL.query == "country=gb&category=sports")
        #expect(LiveNewsCommand.helpMessage().contains("--country <code>"))
        #expect(LiveNewsCommand.helpMessage().contains("--category <category>"))
    }

    @Test("NEWS_API_KEY or --api-key uses NewsAPI, at --news-url when given")
    func newsAPI() throws {
        let fromEnvironment = try terminal([]).options.source(environment: ["NEWS_API_KEY": "env-key"])
        #expect((fromEnvironment as? NewsAPISource)?.apiKey == "env-key")
        #expect((fromEnvironment as? NewsAPISource)?.baseURL == NewsAPISource.defaultBaseURL)
        let fromOption = try terminal(["--api-key", "key", "--news-url", "http://127.0.0.1:9"])
            .options.source(environment: ["NEWS_API_KEY": "env-key"])
        #expect((fromOption as? NewsAPISource)?.apiKey == "key")
        #expect((fromOption as? NewsAPISource)?.baseURL.absoluteString == "http://127.0.0.1:9")
    }

    @Test(
        "Wrong options are refused with a sentence",
        arguments: [
            (["--feed", "example.com/rss"], "--feed needs an http:// or https:// URL"),
            (["--news-url", "ftp://x"], "--news-url needs an http:// or https:// URL"),
            (["--api-key", " "], "--api-key needs a NewsAPI key."),
            (["--feed", "https://x/rss", "--api-key", "k"], "Use either --feed or --api-key, not both."),
            (["--api-key", "k", "--country", "usa"], "--country needs a two-letter country code, like us or gb"),
            (["--api-key", "k", "--category", "weather"], "--category needs one of business, entertainment"),
            (["--feed", "https://x/rss", "--country", "gb"], "--country works only with NewsAPI, not with --feed."),
        ])
    func refused(arguments: [String], message: String) {
        do {
            _ = try LiveNewsCommand.parseAsRoot(arguments)
            Issue.record("Expected \(arguments) to be refused")
        } catch {
            #expect(LiveNewsCommand.message(for: error).contains(message))
        }
    }
}

@Suite("livenews loader")
@MainActor
struct LiveNewsTerminalLoaderTests {
    @Test("Without a terminal it says so in one sentence and exits with status 1")
    func noTerminal() async throws {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        var messages: [String] = []
        var loader = try terminal([]).loader(environment: [:])
        loader.launcher.terminalFiles = (null, null)
        loader.launcher.reportError = { messages.append($0) }

        #expect(await loader.run() == 1)
        #expect(
            messages == [
                "livenews needs an interactive terminal: run it in a terminal window, not with input or output redirected."
            ])
    }
}
