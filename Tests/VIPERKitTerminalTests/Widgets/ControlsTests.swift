import Testing

@testable import VIPERKitTerminal

@Suite("Controls: buttons, checkboxes, paragraphs and the loading indicator")
struct ControlsTests {
    @Test("a button is bracketed, or pointed at and highlighted when focused")
    func button() {
        var buffer = ScreenBuffer(width: 20, height: 2)
        #expect(Controls.button("OK", x: 1, y: 0, isFocused: false, in: &buffer) == 6)
        #expect(Controls.button("OK", x: 1, y: 1, isFocused: true, in: &buffer) == 6)
        #expect(buffer.plainText == " [ OK ]\n > OK <")
        #expect(buffer[1, 0].style == .bold)
        #expect(buffer[1, 1].style == .selected)
    }

    @Test("a checkbox shows whether it is on, its title after it")
    func checkbox() {
        var buffer = ScreenBuffer(width: 20, height: 2)
        #expect(Controls.checkbox("Remember", isOn: true, x: 0, y: 0, isFocused: true, in: &buffer) == 12)
        Controls.checkbox("Remember", isOn: false, x: 0, y: 1, isFocused: false, in: &buffer)
        #expect(buffer.plainText == "[x] Remember\n[ ] Remember")
        #expect(buffer[0, 0].style == .selected)
        #expect(buffer[4, 0].style == .bold)
    }

    @Test("the cursor marker shows only on the focused row")
    func cursorMarker() {
        var buffer = ScreenBuffer(width: 5, height: 2)
        Controls.cursorMarker(isFocused: true, x: 0, y: 0, in: &buffer)
        Controls.cursorMarker(isFocused: false, x: 0, y: 1, in: &buffer)
        #expect(buffer.plainText == ">\n")
    }

    @Test("a paragraph wraps at spaces and stops at its last row")
    func paragraph() {
        var buffer = ScreenBuffer(width: 10, height: 3)
        #expect(Controls.paragraph("one two three", x: 1, y: 0, width: 7, in: &buffer) == 2)
        #expect(Controls.paragraph("four five six", x: 1, y: 2, width: 7, maxRows: 1, in: &buffer) == 1)
        #expect(buffer.plainText == " one two\n three\n four")
    }

    @Test("centred text sits in the middle of its area, cut to fit")
    func centered() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        Controls.centered("Hi", in: Rect(x: 0, y: 0, width: 10, height: 2), y: 0, buffer: &buffer)
        Controls.centered("A long title", in: Rect(x: 2, y: 0, width: 6, height: 2), y: 1, buffer: &buffer)
        #expect(buffer.plainText == "    Hi\n  A long")
    }

    @Test("the loading indicator is a framed box in the middle of the area saying Esc cancels")
    func loadingIndicator() {
        var buffer = ScreenBuffer(width: 40, height: 7)
        LoadingIndicator.draw(in: &buffer, area: buffer.bounds)
        #expect(buffer.line(2) == "      ┌─────────────────────────┐")
        #expect(buffer.line(3) == "      │  Loading…  Esc cancels  │")
        #expect(buffer.line(4) == "      └─────────────────────────┘")
    }
}
