import Testing

@testable import VIPERKitWeb

@Suite("Text splice: the change between two pages, as the page script applies it")
struct TextSpliceTests {
    /// `old` with the splice applied the way JavaScript does, on UTF-16 units.
    private func applied(_ splice: TextSplice, to old: String) -> String {
        let units = Array(old.utf16)
        return String(decoding: units[..<splice.keep], as: UTF16.self) + splice.text
            + String(decoding: units[(splice.keep + splice.cut)...], as: UTF16.self)
    }

    @Test("Only what differs is replaced: the shared start and end are kept")
    func sharedStartAndEnd() {
        let splice = TextSplice(from: "<p>Score 1:0</p><p>Clock</p>", to: "<p>Score 2:0</p><p>Clock</p>")
        #expect(splice == TextSplice(keep: 9, cut: 1, text: "2"))
        #expect(TextSplice(from: "same", to: "same") == TextSplice(keep: 4, cut: 0, text: ""))
        #expect(TextSplice(from: "", to: "new") == TextSplice(keep: 0, cut: 0, text: "new"))
        #expect(TextSplice(from: "old", to: "") == TextSplice(keep: 0, cut: 3, text: ""))
        #expect(TextSplice(from: "abcabc", to: "abc") == TextSplice(keep: 3, cut: 3, text: ""))
    }

    @Test("Offsets count UTF-16 units and never split a character's bytes or its surrogate pair")
    func scalarsAndSurrogates() {
        // U+1F600 and U+1F601 share three of their four UTF-8 bytes and their high surrogate.
        let emoji = TextSplice(from: "a😀b", to: "a😁b")
        #expect(emoji == TextSplice(keep: 1, cut: 2, text: "😁"))
        // é and ê share their first UTF-8 byte.
        #expect(TextSplice(from: "café!", to: "cafê!") == TextSplice(keep: 3, cut: 1, text: "ê"))
        let cjk = TextSplice(from: "名前: 山田 😀", to: "名前: 田中 😀")
        #expect(cjk.keep == 4)
        #expect(applied(cjk, to: "名前: 山田 😀") == "名前: 田中 😀")
    }

    @Test("Any two texts: applying the splice to the old one gives the new one")
    func randomTexts() {
        let pieces = ["<li>", "</li>", "a", "b", "é", "ê", "😀", "😁", "名", "\u{301}", " ", "\"", "\n", "👩‍👩‍👧"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement()! }.joined()
            var new = old
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                var characters = Array(new.unicodeScalars)
                let at = Int.random(in: 0...characters.count, using: &generator)
                if Bool.random(using: &generator), at < characters.count {
                    characters.remove(at: at)
                } else {
                    characters.insert(contentsOf: pieces.randomElement()!.unicodeScalars, at: at)
                }
                new = String(String.UnicodeScalarView(characters))
            }
            let splice = TextSplice(from: old, to: new)
            #expect(applied(splice, to: old) == new, "\(old) → \(new)")
            #expect(splice.keep + splice.cut <= old.utf16.count)
        }
    }
}
