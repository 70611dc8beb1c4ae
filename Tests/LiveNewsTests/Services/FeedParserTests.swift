import Foundation
import Testing

@testable import LiveNews

@Suite("RSS and Atom parsing")
struct FeedParserTests {
    @Test("RSS 2.0: title, link, description, author or dc:creator, pubDate; items without a title are skipped")
    func rss() throws {
        let articles = try FeedParser.parse(Data(FeedDocuments.rss.utf8))

        #expect(
            articles == [
                Article(
                    title: "First story", source: "Town Times", author: "Maria Jensen",
                    summary: "The <b>first</b> one.",
                    url: "https://example.com/first", publishedAt: Date(timeIntervalSince1970: 1_795_507_200)),
                Article(
                    title: "Second story", source: "Town Times", author: "news@example.com (Tom)",
                    publishedAt: Date(timeIntervalSince1970: 1_795_507_200)),
            ])
    }

    @Test("Atom: the alternate link, the author's name, summary or content, published or updated")
    func atom() throws {
        let articles = try FeedParser.parse(Data(FeedDocuments.atom.utf8))

        #expect(
            articles == [
                Article(
                    title: "Atom entry", source: "Example Blog", author: "Aiko Tanaka", summary: "A short summary.",
                    url: "https://example.com/atom-entry", publishedAt: Date(timeIntervalSince1970: 1_795_505_400.5)),
                Article(
                    title: "Only content", source: "Example Blog", summary: "Content as the description.",
                    url: "https://example.com/content", publishedAt: Date(timeIntervalSince1970: 1_795_428_000)),
            ])
    }

    @Test("A feed without a title names its articles' source \"Feed\"")
    func untitled() throws {
        let articles = try FeedParser.parse(Data("<rss><channel><item><title>A</title></item></channel></rss>".utf8))

        #expect(articles == [Article(title: "A", source: "Feed")])
    }

    @Test("Malformed XML and other documents are refused with a reason")
    func refused() {
        #expect(throws: FeedParser.Failure.notWellFormed(line: 2)) {
            try FeedParser.parse(Data("<rss>\n<channel></rss>".utf8))
        }
        #expect(throws: FeedParser.Failure.notAFeed(root: "html")) { try FeedParser.parse(Data("<html/>".utf8)) }
        #expect(FeedParser.Failure.notAFeed(root: "none").reason.contains("<none>"))
    }

    @Test("Dates: RFC 822, ISO 8601 with and without fractions; anything else is no date")
    func dates() {
        let date = Date(timeIntervalSince1970: 1_795_507_200)
        #expect(FeedDates.parse("Tue, 24 Nov 2026 08:00:00 GMT") == date)
        #expect(FeedDates.parse("Tue, 24 Nov 2026 09:00:00 +0100") == date)
        #expect(FeedDates.parse(" 2026-11-24T08:00:00Z ") == date)
        #expect(FeedDates.parse("2026-11-24T08:00:00.000Z") == date)
        #expect(FeedDates.parse("yesterday") == nil)
    }
}
