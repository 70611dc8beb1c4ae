import Testing

@testable import VIPERKitTerminal

@Suite("List cursor: the highlighted row moved by the arrow keys")
struct ListCursorTests {
    @Test("arrows move one row and stop at the ends")
    func arrows() {
        var cursor = ListCursor()
        let moved = cursor.handle(.up, count: 3)
        #expect(moved)
        #expect(cursor.index == 0)
        _ = cursor.handle(.down, count: 3)
        _ = cursor.handle(.down, count: 3)
        _ = cursor.handle(.down, count: 3)
        #expect(cursor.index == 2)
    }

    @Test("Home, End, PageUp and PageDown jump")
    func jumps() {
        var cursor = ListCursor()
        _ = cursor.handle(.end, count: 30)
        #expect(cursor.index == 29)
        _ = cursor.handle(.pageUp, count: 30, pageSize: 10)
        #expect(cursor.index == 19)
        _ = cursor.handle(.home, count: 30)
        #expect(cursor.index == 0)
        _ = cursor.handle(.pageDown, count: 30, pageSize: 10)
        #expect(cursor.index == 10)
    }

    @Test("other keys are not movements")
    func otherKeys() {
        var cursor = ListCursor()
        let results = [cursor.handle(.enter, count: 3), cursor.handle(.character("j"), count: 3)]
        #expect(results == [false, false])
    }

    @Test("the cursor stays on an existing row when the list shrinks or is empty")
    func clamping() {
        var cursor = ListCursor()
        cursor.move(to: 5, count: 6)
        cursor.clamp(count: 2)
        #expect(cursor.index == 1)
        cursor.clamp(count: 0)
        #expect(cursor.index == 0)
        let moved = cursor.handle(.down, count: 0)
        #expect(moved)
        #expect(cursor.index == 0)
    }

    @Test("the visible rows scroll to keep the cursor on screen")
    func scrolling() {
        var cursor = ListCursor()
        var ranges = [cursor.visibleRange(count: 10, height: 4)]
        for index in [6, 4, 1] {
            cursor.move(to: index, count: 10)
            ranges.append(cursor.visibleRange(count: 10, height: 4))
        }
        ranges.append(cursor.visibleRange(count: 0, height: 4))
        ranges.append(cursor.visibleRange(count: 3, height: 0))
        #expect(ranges == [0..<4, 3..<7, 3..<7, 1..<5, 0..<0, 0..<0])
    }
}
