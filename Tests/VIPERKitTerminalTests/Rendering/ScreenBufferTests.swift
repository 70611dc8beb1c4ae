import Testing

@testable import VIPERKitTerminal

@Suite("Screen buffer: a grid of cells rendered as text or ANSI")
struct ScreenBufferTests {
    @Test("a new buffer is 80×24 blank cells, rendered as 24 empty lines")
    func defaultSize() {
        let buffer = ScreenBuffer()
        #expect(buffer.width == 80)
        #expect(buffer.height == 24)
        #expect(buffer.plainText == String(repeating: "\n", count: 23))
    }

    @Test("text is written at a position and trailing spaces are dropped in plain text")
    func writeText() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        let used = buffer.write("Hi", x: 3, y: 1)
        #expect(used == 2)
        #expect(buffer.plainText == "\n   Hi")
    }

    @Test("writing outside the grid is clipped, never a crash")
    func clipping() {
        var buffer = ScreenBuffer(width: 5, height: 2)
        buffer.write("abcdefgh", x: 2, y: 0)
        buffer.write("xyz", x: -1, y: 1)
        buffer.write("lost", x: 0, y: 5)
        buffer.write("lost", x: 0, y: -1)
        buffer.write("lost", x: 9, y: 0)
        buffer.fill(Rect(x: -3, y: -3, width: 2, height: 2), with: "#")
        #expect(buffer.plainText == "  abc\nyz")
    }

    @Test("maxWidth limits how much is written")
    func maxWidth() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        #expect(buffer.write("abcdef", x: 0, y: 0, maxWidth: 3) == 3)
        #expect(buffer.plainText == "abc")
    }

    @Test("control characters from data are drawn as ? so they cannot drive the terminal")
    func controlCharacters() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        buffer.write("a\u{1B}[2Jb\u{07}", x: 0, y: 0)
        #expect(buffer.plainText == "a?[2Jb?")
    }

    @Test("wide characters take two columns")
    func wideCharacters() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        #expect(buffer.write("日本x", x: 0, y: 0) == 5)
        #expect(buffer.plainText == "日本x")
        #expect(buffer[1, 0].character == nil)
    }

    @Test("a zero-sized buffer accepts drawing and renders nothing")
    func emptyBuffer() {
        var buffer = ScreenBuffer(width: 0, height: -3)
        buffer.write("x", x: 0, y: 0)
        buffer.fill(buffer.bounds)
        #expect(buffer.plainText == "")
    }

    @Test("ANSI rendering switches styles only where they change and resets at the end")
    func ansiLine() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.write("ab", x: 0, y: 0, style: .error)
        buffer.write("c", x: 2, y: 0)
        let full = TerminalCapabilities(usesColor: true, usesAttributes: true)
        #expect(buffer.ansiLine(0, capabilities: full) == "\u{1B}[0;1;31mab\u{1B}[0mc   ")
    }

    @Test("without colours only the attributes remain; on a dumb terminal nothing but text")
    func degradedStyles() {
        var buffer = ScreenBuffer(width: 2, height: 1)
        buffer.write("ab", x: 0, y: 0, style: .error)
        let noColor = TerminalCapabilities(usesColor: false, usesAttributes: true)
        let dumb = TerminalCapabilities(usesColor: false, usesAttributes: false)
        #expect(buffer.ansiLine(0, capabilities: noColor) == "\u{1B}[0;1mab\u{1B}[0m")
        #expect(buffer.ansiLine(0, capabilities: dumb) == "ab")
    }

    @Test("text is truncated with an ellipsis and padded to a width")
    func truncation() {
        #expect("Alexander".truncated(toWidth: 5) == "Alex…")
        #expect("Al".truncated(toWidth: 5) == "Al")
        #expect("Al".padded(toWidth: 4) == "Al  ")
        #expect("Alexander".truncated(toWidth: 0) == "")
    }

    @Test("text wraps at spaces and breaks words longer than a line")
    func wrapping() {
        #expect("Are you sure you want to delete?".wrapped(toWidth: 12) == ["Are you sure", "you want to", "delete?"])
        #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
        #expect("one\ntwo".wrapped(toWidth: 10) == ["one", "two"])
        #expect("anything".wrapped(toWidth: 0) == [])
    }
}
