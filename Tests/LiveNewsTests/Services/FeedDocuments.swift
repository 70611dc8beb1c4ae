/// Sample RSS 2.0 and Atom documents for the parser tests.
enum FeedDocuments {
    static let rss = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
          <channel>
            <title>Town Times</title>
            <image><title>Logo</title><url>https://example.com/logo.png</url></image>
            <item>
              <title>First story</title>
              <link>https://example.com/first</link>
              <description><![CDATA[The <b>first</b> one.]]></description>
              <dc:creator>Maria Jensen</dc:creator>
              <pubDate>Tue, 24 Nov 2026 08:00:00 GMT</pubDate>
            </item>
            <item>
              <title>Second story</title>
              <author>news@example.com (Tom)</author>
              <pubDate>24 Nov 2026 09:00:00 +0100</pubDate>
            </item>
            <item><description>No title, skipped.</description></item>
          </channel>
        </rss>
        """

    static let atom = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom">
          <title>Example Blog</title>
          <link href="https://example.com/"/>
          <updated>2026-11-24T09:00:00Z</updated>
          <entry>
            <title>Atom entry</title>
            <link rel="self" href="https://example.com/self"/>
            <link rel="alternate" href="https://example.com/atom-entry"/>
            <author><name>Aiko Tanaka</name></author>
            <published>2026-11-24T07:30:00.500Z</published>
            <updated>2026-11-24T08:30:00Z</updated>
            <summary>A short summary.</summary>
          </entry>
          <entry>
            <title>Only content</title>
            <link href="https://example.com/content"/>
            <updated>2026-11-23T10:00:00Z</updated>
            <content type="html">Content as the description.</content>
          </entry>
        </feed>
        """
}
