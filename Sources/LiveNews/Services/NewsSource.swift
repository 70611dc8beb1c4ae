import Foundation

/// Where the headlines come from: NewsAPI, one or several RSS or Atom feeds, or the bundled sample feed.
public protocol NewsSource: Sendable {
    /// Shown above the headlines when set, e.g. that they come from the bundled sample feed.
    var notice: String? { get }
    /// The current headlines, newest first as the source orders them, with what went wrong on the way.
    /// - Throws: ``NewsError`` when there are no headlines to show.
    func headlines() async throws -> Headlines
}

/// What a news source answered: its articles, and a sentence for each part of it that failed
/// while the rest worked (a feed among several).
public struct Headlines: Equatable, Sendable {
    public var articles: [Article]
    /// One sentence per failure, e.g. "Could not read https://b.example/rss.xml: The server at … answered
    /// with HTTP status 500."; empty when everything worked.
    public var problems: [String]

    public init(articles: [Article], problems: [String] = []) {
        self.articles = articles
        self.problems = problems
    }
}
