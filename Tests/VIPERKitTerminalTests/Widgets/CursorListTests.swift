import Testing

@testable import VIPERKitTerminal

@Suite("Cursor list: the rows a list screen shows, its cursor, its Move key and its empty sentence")
@MainActor
struct CursorListTests {
    /// Draws `count` one-line rows named "row N" into a buffer of `height` lines.
    private func drawn(
        _ list: CursorList, count: Int, height: Int, linesPerRow: Int = 1, isFocused: Bool = true
    ) -> (buffer: ScreenBuffer, drawn: [Int], cursorRows: [Int]) {
        var buffer = ScreenBuffer(width: 20, height: height)
        var drawn: [Int] = []
        var cursorRows: [Int] = []
        list.draw(
            in: &buffer, area: buffer.bounds, count: count, linesPerRow: linesPerRow, isFocused: isFocused
        ) { buffer, index, y, isCursor in
            buffer.write("row \(index)", x: 2, y: y, style: isCursor ? .selected : .plain)
            drawn.append(index)
            if isCursor { cursorRows.append(index) }
        }
        return (buffer, drawn, cursorRows)
    }

    @Test("when the list shrinks under the cursor, the cursor moves up to the new last row")
    func cursorKeptInRange() {
        let list = CursorList()
        list.move(to: 7, count: 10)
        list.update(count: 3)
        #expect(list.index == 2)
        list.update(count: 0)
        #expect(list.index == 0)
    }

    @Test("the row under the cursor is the one the user moved to, and there is none in an empty list")
    func rowUnderCursor() {
        let list = CursorList()
        list.move(to: 1, count: 3)
        #expect(list.row(in: ["Ann", "Bob", "Cy"]) == "Bob")
        #expect(list.row(in: [String]()) == nil)
    }

    @Test("moving to a row past the end puts the cursor on the last row")
    func moveClamps() {
        let list = CursorList()
        list.move(to: 12, count: 4)
        #expect(list.index == 3)
    }

    @Test("↑↓ Move is offered only when there are rows, unless the screen always offers it")
    func moveBindingEnabledWithRows() {
        let list = CursorList()
        let empty = list.moveBinding(count: 0)
        let withRows = list.moveBinding(count: 3)
        let forced = list.moveBinding(count: 0, isEnabled: true)
        #expect(!empty.isEnabled)
        #expect(withRows.isEnabled)
        #expect(forced.isEnabled)
        #expect(withRows.hint == KeyHint("↑↓", "Move"))
        #expect(withRows.keys == KeyBinding.cursorKeys)
    }

    @Test("the arrows move the cursor, and PageDown jumps the screen's page size")
    func moveBindingMoves() {
        let list = CursorList()
        list.moveBinding(count: 20).action(.down)
        #expect(list.index == 1)
        list.moveBinding(count: 20, pageSize: 4).action(.pageDown)
        #expect(list.index == 5)
        list.moveBinding(count: 20).action(.end)
        #expect(list.index == 19)
    }

    @Test("only the rows that fit are drawn, scrolled to the cursor, with the marker on the cursor row")
    func drawsVisibleRows() {
        let list = CursorList()
        list.move(to: 4, count: 10)
        let result = drawn(list, count: 10, height: 3)
        #expect(result.drawn == [2, 3, 4])
        #expect(result.cursorRows == [4])
        #expect(result.buffer.plainText == "  row 2\n  row 3\n> row 4")
        #expect(result.buffer[0, 2].style == .accent)
        #expect(result.buffer[2, 2].style == .selected)
    }

    @Test("rows of several lines are drawn a block apart, as many as fit")
    func drawsBlocks() {
        let list = CursorList()
        let result = drawn(list, count: 5, height: 7, linesPerRow: 3)
        #expect(result.drawn == [0, 1])
        #expect(result.buffer.plainText == "> row 0\n\n\n  row 1\n\n\n")
    }

    @Test("a list without the focus draws its rows with no marker and no highlighted row")
    func unfocused() {
        let list = CursorList()
        let result = drawn(list, count: 2, height: 3, isFocused: false)
        #expect(result.cursorRows.isEmpty)
        #expect(result.buffer.plainText == "  row 0\n  row 1\n")
    }

    @Test("an empty list shows its sentence centred a third of the way down, wrapped, and draws no rows")
    func emptySentenceCentered() {
        let list = CursorList()
        var buffer = ScreenBuffer(width: 20, height: 6)
        var drawnRows = 0
        list.draw(in: &buffer, area: buffer.bounds, count: 0, empty: .centered("No players yet")) { _, _, _, _ in
            drawnRows += 1
        }
        #expect(drawnRows == 0)
        #expect(buffer.plainText == "\n\n     No players\n        yet\n\n")
    }

    @Test("an unwrapped sentence stays on one line, and a paragraph starts at the top left in its style")
    func emptySentenceVariants() {
        var buffer = ScreenBuffer(width: 16, height: 4)
        EmptySentence.centered("No players yet", wraps: false).draw(in: buffer.bounds, buffer: &buffer)
        EmptySentence.paragraph("none match here", maxRows: 1, style: .dim)
            .draw(in: Rect(x: 1, y: 2, width: 10, height: 2), buffer: &buffer)
        #expect(buffer.plainText == "\n No players yet\n none match\n")
        #expect(buffer[1, 2].style == .dim)
    }

    @Test("a list laid out by its screen gets the marker only on the cursor row")
    func markerForSections() {
        let list = CursorList()
        list.move(to: 1, count: 2)
        var buffer = ScreenBuffer(width: 4, height: 2)
        let first = list.drawMarker(row: 0, x: 0, y: 0, in: &buffer)
        let second = list.drawMarker(row: 1, x: 0, y: 1, in: &buffer)
        #expect(!first)
        #expect(second)
        #expect(buffer.plainText == "\n>")
    }
}
