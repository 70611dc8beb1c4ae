import Testing

@testable import VIPERKitTerminal

@Suite("Text field: typing, editing and drawing one line of text")
struct TextFieldTests {
    private func field(after keys: [Key], from text: String = "") -> TextField {
        var field = TextField(text: text)
        for key in keys { _ = field.handle(key) }
        return field
    }

    @Test("typed characters are inserted at the caret")
    func typing() {
        let typed = field(after: "Bob".map(Key.character) + [.left, .left, .character("o")])
        #expect(typed.text == "Boob")
        #expect(typed.caret == 2)
    }

    @Test("Backspace and Delete remove around the caret; at the ends they do nothing")
    func deleting() {
        #expect(field(after: [.backspace], from: "Ann").text == "An")
        #expect(field(after: [.home, .backspace, .delete], from: "Ann").text == "nn")
        #expect(field(after: [.delete], from: "Ann").text == "Ann")
        #expect(field(after: [.home, .backspace, .backspace], from: "").text == "")
    }

    @Test("Home, End, Ctrl-A, Ctrl-E move the caret; Ctrl-U and Ctrl-K cut to the start and the end")
    func shortcuts() {
        #expect(field(after: [.control("a")], from: "abc").caret == 0)
        #expect(field(after: [.home, .control("e")], from: "abc").caret == 3)
        #expect(field(after: [.left, .control("u")], from: "abc").text == "c")
        #expect(field(after: [.home, .right, .control("k")], from: "abc").text == "a")
    }

    @Test("what a key did: edited, moved or ignored")
    func changes() {
        var field = TextField(text: "a")
        #expect(field.handle(.character("b")) == .edited)
        #expect(field.handle(.left) == .moved)
        #expect(field.handle(.up) == .ignored)
        #expect(field.handle(.enter) == .ignored)
    }

    @Test("a combining accent joins the letter before the caret without breaking the caret")
    func combiningMark() {
        let typed = field(after: [.character("e"), .character("\u{301}"), .character("x")])
        #expect(typed.text == "e\u{301}x")
        #expect(typed.caret == 2)
    }

    @Test("setText from the presenter replaces the text and moves the caret to its end, unless unchanged")
    func setText() {
        var field = TextField(text: "abc")
        _ = field.handle(.home)
        field.setText("abc")
        #expect(field.caret == 0)
        field.setText("hello")
        #expect(field.caret == 5)
    }

    @Test("drawn with brackets, the placeholder when empty, bullets for a password, scrolled to the caret")
    func drawing() {
        var buffer = ScreenBuffer(width: 30, height: 4)
        TextField(placeholder: "Enter name").draw(in: &buffer, x: 0, y: 0, width: 16, isFocused: false)
        TextField(text: "secret", isSecure: true).draw(in: &buffer, x: 0, y: 1, width: 16, isFocused: false)
        TextField(text: "a long name that scrolls").draw(in: &buffer, x: 0, y: 2, width: 12, isFocused: true)
        #expect(buffer.plainText == "[ Enter name   ]\n[••••••        ]\n[t scrolls ]\n")
    }
}
