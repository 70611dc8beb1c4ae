import Foundation
import Testing
import VIPERKit

@testable import LiveNews

@MainActor
@Suite("NewsList rows: summary line and picture")
struct NewsListRowTests {
    func row(summary: String? = nil, imageURL: String? = nil) -> NewsListRow {
        NewsListPresenter.row(
            for: Article(title: "Markets rally", source: "Wire", summary: summary, imageURL: imageURL), at: 0,
            now: AppHarness.now)
    }

    @Test("A headline shows the first line of its description, trimmed; none without a description")
    func firstLine() {
        #expect(row(summary: "\n   Shares rose sharply.  \nMore below.\n").summary == "Shares rose sharply.")
        #expect(row(summary: "One line only").summary == "One line only")
        #expect(row(summary: " \n ").summary == "")
        #expect(row().summary == "")
    }

    @Test("A first line longer than 200 characters is cut to 200 with \"…\", without a space before it")
    func longLine() {
        let words = Array(repeating: "word", count: 60).joined(separator: " ")
        #expect(row(summary: words).summary == Array(repeating: "word", count: 40).joined(separator: " ") + "…")
        let exact = String(repeating: "x", count: 200)
        #expect(row(summary: exact).summary == exact)
        #expect(row(summary: exact + "y").summary == String(repeating: "x", count: 199) + "…")
        let spaceAtCut = String(repeating: "x", count: 198) + " and more words after the cut"
        #expect(row(summary: spaceAtCut).summary == String(repeating: "x", count: 198) + "…")
    }

    @Test("A picture is offered only at an absolute https address, with the title as its text")
    func httpsImagesOnly() {
        #expect(
            row(imageURL: " https://img.example/markets.jpg ").image
                == ArticleImage(url: "https://img.example/markets.jpg", alt: "Markets rally"))
        #expect(row(imageURL: "HTTPS://img.example/a.png").image?.url == "HTTPS://img.example/a.png")
        for refused in [
            "http://img.example/markets.jpg", "/images/markets.jpg", "//img.example/a.jpg",
            "data:image/png;base64,AAAA",
            "javascript:alert(1)", "https://", "", "not a url",
        ] {
            #expect(row(imageURL: refused).image == nil, "\(refused) should give no picture")
        }
        #expect(row().image == nil)
    }
}
