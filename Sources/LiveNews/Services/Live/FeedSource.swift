import Foundation
import VIPERKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Headlines from any RSS 2.0 or Atom feed.
public struct FeedSource: NewsSource {
    let url: URL
    let fetcher: HTTPFetcher

    public var notice: String? { nil }

    public init(url: URL) {
        self.init(url: url, fetcher: HTTPFetcher())
    }

    init(url: URL, fetcher: HTTPFetcher) {
        self.url = url
        self.fetcher = fetcher
    }

    public func headlines() async throws -> Headlines {
        var request = URLRequest(url: url)
        request.setValue("application/rss+xml, application/atom+xml, application/xml", forHTTPHeaderField: "Accept")
        let (data, status) = try await fetcher.fetch(request)
        guard (200..<300).contains(status) else {
            throw NewsError.http(status: status, url: url.shownWithoutCredentials)
        }
        do {
            return Headlines(articles: try FeedParser.parse(data))
        } catch {
            throw NewsError.malformedFeed(url: url.shownWithoutCredentials, reason: error.reason)
        }
    }
}
