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
}
