import Foundation

/// The RSS feed bundled with the app, so it shows headlines without a network or an API key.
public struct SampleFeedSource: NewsSource {
    /// Says where the headlines come from and how to get live ones.
    public static let sampleNotice =
        "Showing the bundled sample feed. Use --feed URL, or --api-key / NEWS_API_KEY, for live news."

    let url: URL?

    public var notice: String? { Self.sampleNotice }

    public init() {
        self.init(url: Bundle.module.url(forResource: "SampleFeed", withExtension: "xml", subdirectory: "Resources"))
    }

    init(url: URL?) {
        self.url = url
    }

    public func headlines() async throws -> Headlines {
        guard let url, let data = try? Data(contentsOf: url) else {
            throw NewsError.unreachable(url: "the bundled sample feed", reason: "the file is missing")
        }
        do {
            return Headlines(articles: try FeedParser.parse(data))
        } catch {
            throw NewsError.malformedFeed(url: url.lastPathComponent, reason: error.reason)
        }
    }
}
