import Testing

@testable import VIPERKitWeb

@Suite("Page messages: the first page whole, then only what changed")
@MainActor
struct PageMessageEncoderTests {
    private let encoder = PageMessageEncoder()
    private var reader = PageReader()

    private static func page(_ rows: [String], title: String = "Players", addresses: [String] = ["/players"])
        -> WebPage
    {
        let list = rows.map { "<li class=\"row\">\($0) — a row long enough to be worth keeping</li>" }.joined()
        return WebPage(title: title, html: HTML(unsafeRaw: "<main><ul>\(list)</ul></main>"), addresses: addresses)
    }

    /// Sends `page`, reads it back as the page script would, and returns the message's text.
    private mutating func send(_ page: WebPage) throws -> String {
        let text = encoder.message(for: page, now: 1_000)
        let read = try #require(try reader.read(text))
        #expect(read.html == page.html.rendered)
        #expect(read.title == page.title)
        #expect(read.addresses == page.addresses)
        #expect(read.navigation == page.navigation)
        return text
    }

    @Test("A tap that changes one row sends that row's change, not the list")
    mutating func oneRowChanges() throws {
        let first = try send(Self.page(["Ana", "Ben", "Cleo"]))
        #expect(first.contains(#""type":"page""#))
        #expect(first.contains("</li>"), "slashes are not escaped")
        let second = try send(Self.page(["Ana", "Bob", "Cleo"]))
        #expect(second.contains(#""type":"patch""#))
        #expect(second.contains(#""base":1"#))
        #expect(!second.contains("Cleo") && !second.contains("Ana"))
        #expect(!second.contains(#""title""#) && !second.contains(#""addresses""#), "unchanged, so left out")
        let third = try send(Self.page(["Ana", "Bob", "Cleo"], title: "Bob", addresses: ["/players", "/players/2"]))
        #expect(third.contains(#""title":"Bob""#) && third.contains(#""addresses""#))
    }

    @Test("Back to a page shown a few pages before is a patch of that page")
    mutating func backFindsAnEarlierPage() throws {
        let list = Self.page((1...30).map { "Player \($0)" })
        _ = try send(list)
        _ = try send(WebPage(title: "Loading", html: HTML(unsafeRaw: "<main><p>Loading…</p></main>")))
        _ = try send(WebPage(title: "Player 3", html: HTML(unsafeRaw: "<main><h1>Player 3</h1><p>Age 30</p></main>")))
        let back = try send(list)
        #expect(back.contains(#""type":"patch""#) && back.contains(#""base":1"#))
        #expect(back.utf8.count < 200, "\(back.utf8.count) bytes")
    }

    @Test("A page unlike any kept is sent whole, and only the last four pages are kept")
    mutating func wholeWhenNothingIsClose() throws {
        _ = try send(WebPage(title: "A", html: HTML(unsafeRaw: "<p>alpha</p>")))
        let unlike = try send(WebPage(title: "B", html: HTML(unsafeRaw: "<div>zzzz</div>")))
        #expect(unlike.contains(#""type":"page""#))
        let list = Self.page((1...20).map { "Player \($0)" })
        _ = try send(list)
        for index in 1...4 { _ = try send(WebPage(title: "\(index)", html: HTML(unsafeRaw: "<p>page \(index)</p>"))) }
        #expect(reader.kept.count == PageMessageEncoder.keptPages)
        let again = try send(list)
        #expect(again.contains(#""type":"page""#), "the list is no longer kept on either side")
    }

    @Test("Large pages are kept only while they fit in the server's budget; the newest always is")
    mutating func keptPagesAreBounded() throws {
        let large = { (name: String) in
            WebPage(title: name, html: HTML(unsafeRaw: "<p>\(name)</p>" + String(repeating: "x", count: 60 * 1024)))
        }
        _ = try send(large("first"))
        _ = try send(large("second"))
        let third = try send(large("first"))
        #expect(third.contains(#""type":"patch""#) && third.contains(#""base":2"#), "the first no longer kept")
        #expect(third.utf8.count < 200)
    }
}
