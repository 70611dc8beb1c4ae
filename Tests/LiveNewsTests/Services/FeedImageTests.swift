import Foundation
import Testing

@testable import LiveNews

@Suite("Pictures in RSS and Atom feeds")
struct FeedImageTests {
    static let rss = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
          <channel>
            <title>Town Times</title>
            <image><url>https://example.com/logo.png</url></image>
            <item><title>Enclosure</title>
              <enclosure url="https://example.com/podcast.mp3" type="audio/mpeg" length="1"/>
              <enclosure url=" https://example.com/enclosure.jpg " type="image/jpeg" length="2"/></item>
            <item><title>Thumbnail</title><media:thumbnail url="https://example.com/thumb.jpg"/>
              <media:content url="https://example.com/later.jpg" medium="image"/></item>
            <item><title>Content by medium</title>
              <media:content url="https://example.com/clip.mp4" medium="video"/>
              <media:content url="https://example.com/medium.jpg" medium="image"/></item>
            <item><title>Content by type</title>
              <media:group><media:content url="https://example.com/type.png" type="image/png"/></media:group></item>
            <item><title>No picture</title><enclosure url="https://example.com/no-type.jpg"/>
              <media:thumbnail url=""/></item>
          </channel>
        </rss>
        """

    static let atom = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom">
          <title>Example Blog</title>
          <entry><title>Atom picture</title>
            <link rel="enclosure" type="audio/ogg" href="https://example.com/talk.ogg"/>
            <link rel="enclosure" type="image/webp" href="https://example.com/atom.webp"/>
            <link rel="alternate" href="https://example.com/atom-entry"/></entry>
          <entry><title>Atom without</title><link href="https://example.com/plain"/></entry>
        </feed>
        """

    @Test("RSS: an image enclosure, media:thumbnail, media:content of an image medium or type; the first one wins")
    func rss() throws {
        let articles = try FeedParser.parse(Data(Self.rss.utf8))

        #expect(
            articles.map(\.title) == ["Enclosure", "Thumbnail", "Content by medium", "Content by type", "No picture"])
        #expect(
            articles.map(\.imageURL) == [
                "https://example.com/enclosure.jpg", "https://example.com/thumb.jpg", "https://example.com/medium.jpg",
                "https://example.com/type.png", nil,
            ])
    }

    @Test("Atom: a link with rel enclosure and an image type; the alternate link stays the address")
    func atom() throws {
        let articles = try FeedParser.parse(Data(Self.atom.utf8))

        #expect(
            articles == [
                Article(
                    title: "Atom picture", source: "Example Blog", url: "https://example.com/atom-entry",
                    imageURL: "https://example.com/atom.webp"),
                Article(title: "Atom without", source: "Example Blog", url: "https://example.com/plain"),
            ])
    }

    @Test("Other elements are no picture")
    func otherElements() {
        #expect(FeedImage.url(element: "link", attributes: ["href": "https://example.com/a.jpg"]) == nil)
        #expect(FeedImage.url(element: "img", attributes: ["src": "https://example.com/a.jpg"]) == nil)
    }
}
