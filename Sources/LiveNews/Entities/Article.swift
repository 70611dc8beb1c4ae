import Foundation

/// One news story, from NewsAPI or from an RSS or Atom feed.
public struct Article: Equatable, Sendable {
    public var title: String
    /// The publication it comes from, e.g. "BBC News".
    public var source: String
    public var author: String?
    /// A summary of the story.
    public var summary: String?
    /// Where the whole story is, as the source wrote it.
    public var url: String?
    /// The story's picture, as the source wrote it (NewsAPI's `urlToImage`, a feed's image enclosure).
    public var imageURL: String?
    public var publishedAt: Date?

    public init(
        title: String, source: String, author: String? = nil, summary: String? = nil, url: String? = nil,
        imageURL: String? = nil, publishedAt: Date? = nil
    ) {
        self.title = title
        self.source = source
        self.author = author
        self.summary = summary
        self.url = url
        self.imageURL = imageURL
        self.publishedAt = publishedAt
    }
}
