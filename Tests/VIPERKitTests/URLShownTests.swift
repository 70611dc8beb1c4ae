import Foundation
import Testing
import VIPERKit

@Suite("An address as people may see it")
struct URLShownTests {
    @Test("A user name and password are left out; everything else stays as written")
    func withoutCredentials() throws {
        let shown = { (text: String) throws -> String in try #require(URL(string: text)).shownWithoutCredentials }
        #expect(
            try shown("https://reader:s3cret@feeds.example:8443/news/rss.xml?lang=en#top")
                == "https://feeds.example:8443/news/rss.xml?lang=en#top")
        #expect(try shown("http://token@127.0.0.1:9/") == "http://127.0.0.1:9/")
        #expect(try shown("https://feeds.example/rss.xml?q=a%20b") == "https://feeds.example/rss.xml?q=a%20b")
    }
}
