import Foundation
import VIPERKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Headlines from NewsAPI v2 (`GET <base>/v2/top-headlines?country=…&category=…`), authenticated with an API key.
public struct NewsAPISource: NewsSource {
    /// NewsAPI's own address.
    public static let defaultBaseURL = URL(string: "https://newsapi.org")!
    /// The categories NewsAPI's top headlines can be narrowed to.
    public static let categories = [
        "business", "entertainment", "general", "health", "science", "sports", "technology",
    ]

    let baseURL: URL
    let apiKey: String
    /// The two-letter code of the country whose headlines are shown, e.g. "us".
    let country: String
    /// One of ``categories``, or `nil` for all of them.
    let category: String?
    let fetcher: HTTPFetcher

    public var notice: String? { nil }

    public init(apiKey: String, baseURL: URL = Self.defaultBaseURL, country: String = "us", category: String? = nil) {
        self.init(apiKey: apiKey, baseURL: baseURL, country: country, category: category, fetcher: HTTPFetcher())
    }

    init(apiKey: String, baseURL: URL, country: String, category: String? = nil, fetcher: HTTPFetcher) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.country = country
        self.category = category
        self.fetcher = fetcher
    }

    /// The top-headlines address.
    var requestURL: URL {
        var components = URLComponents(
            url: baseURL.appendingPathComponent("v2/top-headlines"), resolvingAgainstBaseURL: false)
        components?.queryItems =
            [URLQueryItem(name: "country", value: country)]
            + (category.map { [URLQueryItem(name: "category", value: $0)] } ?? [])
        return components?.url ?? baseURL
    }

    public func headlines() async throws -> Headlines {
        var request = URLRequest(url: requestURL)
        request.setValue(apiKey, forHTTPHeaderField: "X-Api-Key")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, status) = try await fetcher.fetch(request)
        let url = requestURL.shownWithoutCredentials
        let answer = try? JSONDecoder().decode(NewsAPIResponse.self, from: data)
        if let answer, answer.status == "error" {
            throw NewsError.newsAPI(
                code: answer.code ?? "unknown", message: answer.message ?? "no reason given.")
        }
        guard (200..<300).contains(status) else { throw NewsError.http(status: status, url: url) }
        guard let answer, answer.status == "ok" else { throw NewsError.malformedJSON(url: url) }
        return Headlines(articles: (answer.articles ?? []).compactMap(Self.article))
    }

    /// An article from its wire form; nil without a title.
    static func article(_ wire: NewsAPIResponse.WireArticle) -> Article? {
        guard let title = wire.title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty else {
            return nil
        }
        let image = wire.urlToImage?.trimmingCharacters(in: .whitespacesAndNewlines)
        return Article(
            title: title, source: wire.source?.name ?? "NewsAPI", author: wire.author, summary: wire.description,
            url: wire.url, imageURL: image?.isEmpty == false ? image : nil,
            publishedAt: wire.publishedAt.flatMap(FeedDates.parse))
    }
}
