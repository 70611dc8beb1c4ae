/// An article's picture as the screens show it: its address and the text that stands for it.
public struct ArticleImage: Equatable, Sendable {
    /// An absolute `https://` address.
    public var url: String
    /// What the picture shows, for screen readers and when it does not load: the article's title.
    public var alt: String

    public init(url: String, alt: String) {
        self.url = url
        self.alt = alt
    }

    /// The picture of `article`, offered only at an absolute `https://` address; `nil` otherwise.
    init?(of article: Article) {
        guard let url = WebAddress.parse(article.imageURL, schemes: ["https"]) else { return nil }
        self.init(url: url.absoluteString, alt: article.title)
    }
}
