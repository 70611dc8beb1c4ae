import Testing
import VIPERKitWeb

@Suite("HTML: markup escaped by construction")
struct HTMLTests {
    @Test("Text and attribute values are escaped; a script tag in a name shows as text")
    func escaping() {
        let name = "<script>alert(1)</script> & \"quotes\" 'too'"
        let markup = HTML.element("p", [("title", name)], [.text(name)]).rendered
        #expect(!markup.contains("<script>"))
        #expect(
            markup == "<p title=\"&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;too&#39;\">"
                + "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;too&#39;</p>")
    }

    @Test("An attribute with no value is left out, an empty one is written alone, void elements have no end tag")
    func attributes() {
        let input = HTML.element(
            "input", [("name", "age"), ("placeholder", nil), ("disabled", HTML.Attributes.flag(true))])
        #expect(input.rendered == "<input name=\"age\" disabled>")
        let enabled = HTML.button("Done", action: "done", isEnabled: true)
        #expect(!enabled.rendered.contains("disabled"))
        #expect(HTML.button("Done", action: "done", isEnabled: false).rendered.contains(" disabled>"))
    }

    @Test("The builder takes conditions, loops and optional fragments")
    func builder() {
        let names = ["Ana", "Bo"]
        let notice: HTML? = nil
        let list = HTML.element("ul", []) {
            for name in names { HTML.element("li", [], [.text(name)]) }
            if names.count > 1 { HTML.element("li", [], [.text("and more")]) } else { HTML.empty }
            notice
        }
        #expect(list.rendered == "<ul><li>Ana</li><li>Bo</li><li>and more</li></ul>")
    }

    @Test("readable puts one element a line, text-only elements on one line")
    func readable() {
        let markup = HTML.element("main", [("class", "screen")]) {
            HTML.element("h2", [], [.text("Team A")])
            HTML.element("input", [("name", "x")])
            HTML.element("div", []) { HTML.button("OK", action: "ok") }
        }
        #expect(
            markup.readable == """
                <main class="screen">
                  <h2>Team A</h2>
                  <input name="x">
                  <div>
                    <button type="button" class="button secondary" data-action="ok">OK</button>
                  </div>
                </main>
                """)
    }

    @Test("An external link opens in a new tab without a referrer; only http and https addresses become links")
    func externalLinks() {
        #expect(
            HTML.externalLink("Open article", to: "https://news.example/a?b=1&c=\"2\"", class: "button").rendered
                == #"<a class="button" href="https://news.example/a?b=1&amp;c=&quot;2&quot;" target="_blank" "#
                + #"rel="noopener noreferrer">Open article</a>"#)
        for address in ["javascript:alert(1)", "data:text/html,<b>", "//news.example/a", "news"] {
            #expect(
                HTML.externalLink("Open", to: address).rendered == "<span>Open</span>", "\(address) is not a link")
        }
    }

    @Test("A picture loads lazily without a referrer; only https pictures are shown, with their alt text escaped")
    func images() {
        #expect(
            HTML.image("https://img.example/a.jpg", alt: "Ana's \"goal\"", class: "thumbnail").rendered
                == #"<img class="thumbnail" src="https://img.example/a.jpg" alt="Ana&#39;s &quot;goal&quot;" "#
                + #"loading="lazy" decoding="async" referrerpolicy="no-referrer">"#)
        for address in ["http://img.example/a.jpg", "javascript:alert(1)", "", "img.example/a.jpg"] {
            #expect(HTML.image(address, alt: "x").rendered == "", "\(address) is not shown")
        }
    }

    @Test("A decimal field asks phones for a decimal keypad, a search field for a Search key")
    func fieldKinds() {
        #expect(
            HTML.textField(name: "amount", label: "Amount", value: "1", kind: .decimal).rendered.contains(
                #"inputmode="decimal""#))
        #expect(
            HTML.textField(name: "q", label: "Search", value: "", kind: .search).rendered.contains(
                #"inputmode="search""#))
    }
}
