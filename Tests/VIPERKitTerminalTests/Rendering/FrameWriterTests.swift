import Testing

@testable import VIPERKitTerminal

@Suite("Frame writer: only changed rows are sent to the terminal")
struct FrameWriterTests {
    private let plain = TerminalCapabilities(usesColor: false, usesAttributes: false)

    @Test("the first frame clears the screen and draws every row")
    func firstFrame() {
        var writer = FrameWriter(capabilities: plain)
        var buffer = ScreenBuffer(width: 3, height: 2)
        buffer.write("ab", x: 0, y: 0)
        #expect(writer.update(to: buffer) == "\u{1B}[2J\u{1B}[1;1Hab \u{1B}[2;1H   ")
    }

    @Test("an unchanged frame sends nothing; a changed row is rewritten alone")
    func changedRows() {
        var writer = FrameWriter(capabilities: plain)
        var buffer = ScreenBuffer(width: 3, height: 2)
        _ = writer.update(to: buffer)
        #expect(writer.update(to: buffer) == "")
        buffer.write("x", x: 1, y: 1)
        #expect(writer.update(to: buffer) == "\u{1B}[2;1H x ")
    }

    @Test("a new size or an invalidated frame redraws everything")
    func resize() {
        var writer = FrameWriter(capabilities: plain)
        _ = writer.update(to: ScreenBuffer(width: 2, height: 1))
        #expect(writer.update(to: ScreenBuffer(width: 3, height: 1)) == "\u{1B}[2J\u{1B}[1;1H   ")
        writer.invalidate()
        #expect(writer.update(to: ScreenBuffer(width: 3, height: 1)) == "\u{1B}[2J\u{1B}[1;1H   ")
    }
}
