import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the articles of an RSS 2.0 or Atom document with Foundation's XMLParser.
enum FeedParser {
    /// Why a document is not a feed.
    enum Failure: Error, Equatable {
        case notWellFormed(line: Int)
        case notAFeed(root: String)

        var reason: String {
            switch self {
            case .notWellFormed(let line): "the XML is not well-formed (line \(line))"
            case .notAFeed(let root): "its root element <\(root)> is neither RSS 2.0 <rss> nor Atom <feed>"
            }
        }
    }

    /// The articles of `data`; an item without a title is skipped.
    static func parse(_ data: Data) throws(Failure) -> [Article] {
        let parser = XMLParser(data: data)
        let reader = FeedReader()
        parser.delegate = reader
        let succeeded = parser.parse()
        guard succeeded, reader.isWellFormed else {
            throw .notWellFormed(line: max(reader.errorLine ?? parser.lineNumber, 1))
        }
        guard let root = reader.root, ["rss", "feed"].contains(root) else {
            throw .notAFeed(root: reader.root ?? "none")
        }
        return reader.articles
    }
}

/// XMLParser's delegate: collects the feed's title and its items (RSS) or entries (Atom).
private final class FeedReader: NSObject, XMLParserDelegate {
    private struct Entry {
        var title = ""
        var link: String?
        var imageURL: String?
        var summary: String?
        var author: String?
        var date: String?
    }

    private(set) var root: String?
    /// The line of the first error, when the parser reported one.
    private(set) var errorLine: Int?
    /// Every element was closed, in order, and the parser reported no error.
    var isWellFormed: Bool { errorLine == nil && path.isEmpty && !mismatched }
    private var mismatched = false
    private var feedTitle = ""
    private var entries: [Entry] = []
    private var entry: Entry?
    private var path: [String] = []
    private var text = ""

    var articles: [Article] {
        let source = feedTitle.isEmpty ? "Feed" : feedTitle
        return entries.compactMap { entry in
            guard !entry.title.isEmpty else { return nil }
            return Article(
                title: entry.title, source: source, author: entry.author, summary: entry.summary, url: entry.link,
                imageURL: entry.imageURL, publishedAt: entry.date.flatMap(FeedDates.parse))
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = name }
        path.append(name)
        text = ""
        if name == "item" || name == "entry" {
            entry = Entry()
        } else if name == "link", root == "feed", entry != nil, let href = attributes["href"],
            attributes["rel"] == nil || attributes["rel"] == "alternate"
        {
            entry?.link = href
        }
        if entry != nil, entry?.imageURL == nil {
            entry?.imageURL = FeedImage.url(element: name, attributes: attributes)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if errorLine == nil { errorLine = parser.lineNumber }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if path.last != name { mismatched = true }
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let parent = path.dropLast().last
        if name == "item" || name == "entry" {
            if let entry { entries.append(entry) }
            entry = nil
        } else if entry != nil {
            store(value, element: name, parent: parent)
        } else if name == "title", parent == "channel" || parent == "feed" {
            feedTitle = value
        }
        if !path.isEmpty { path.removeLast() }
        text = ""
    }

    /// Keeps `value` of an item's or entry's child element.
    private func store(_ value: String, element: String, parent: String?) {
        guard !value.isEmpty else { return }
        switch element {
        case "title" where parent == "item" || parent == "entry": entry?.title = value
        case "link" where parent == "item": entry?.link = value
        case "description", "summary": entry?.summary = value
        case "content" where entry?.summary == nil: entry?.summary = value
        case "author" where parent == "item", "dc:creator",
            "name" where parent == "author":
            entry?.author = value
        case "pubDate", "published", "dc:date": entry?.date = value
        case "updated" where entry?.date == nil: entry?.date = value
        default: break
        }
    }
}
