/// A scrolling list with a cursor, as the list screens show it: the cursor stays on an existing
/// row, the arrow keys move it ("↑↓ Move" in the footer), the rows that fit are drawn with a
/// marker left of the cursor row, and a sentence stands in for an empty list.
///
/// The list owns only the cursor; the rows stay in the screen's state. A screen calls
/// ``update(count:)`` when its state changes, ``row(in:)`` for the row under the cursor,
/// ``moveBinding(count:pageSize:isEnabled:)`` in its key table, and
/// ``draw(in:area:count:linesPerRow:indent:isFocused:empty:row:)`` to draw the rows.
@MainActor
public final class CursorList {
    private var cursor = ListCursor()

    /// A list with the cursor on its first row.
    public init() {}

    /// The index of the row under the cursor.
    public var index: Int { cursor.index }

    /// Keeps the cursor on an existing row now that the list has `count` rows.
    public func update(count: Int) {
        cursor.clamp(count: count)
    }

    /// The row of `rows` under the cursor; `nil` when there is none.
    public func row<Row>(in rows: [Row]) -> Row? {
        rows.indices.contains(cursor.index) ? rows[cursor.index] : nil
    }

    /// Puts the cursor on row `index` of a list of `count` rows (kept in range).
    public func move(to index: Int, count: Int) {
        cursor.move(to: index, count: count)
    }

    /// "↑↓ Move": the arrows, Home/End and PageUp/PageDown move the cursor over `count` rows.
    /// - Parameters:
    ///   - count: the rows of the list now.
    ///   - pageSize: the rows PageUp and PageDown jump.
    ///   - isEnabled: whether the binding is offered; `nil` offers it only when there are rows.
    public func moveBinding(count: Int, pageSize: Int = 10, isEnabled: Bool? = nil) -> KeyBinding {
        KeyBinding(KeyBinding.cursorKeys, hint: KeyHint("↑↓", "Move"), isEnabled: isEnabled ?? (count > 0)) {
            [self] key in _ = cursor.handle(key, count: count, pageSize: pageSize)
        }
    }

    /// Draws the cursor marker at (`x`, `y`) when row `index` is under the cursor and the list has
    /// the focus; for lists laid out by their screen, such as rows under section headers.
    /// - Returns: whether the row is the highlighted one.
    @discardableResult
    public func drawMarker(
        row index: Int, x: Int, y: Int, isFocused: Bool = true, in buffer: inout ScreenBuffer
    ) -> Bool {
        let isCursor = isFocused && index == cursor.index
        Controls.cursorMarker(isFocused: isCursor, x: x, y: y, in: &buffer)
        return isCursor
    }

    /// Draws the rows that fit in `area`, scrolled so that the cursor row shows, or `empty` when
    /// there are no rows.
    /// - Parameters:
    ///   - area: the list's lines; the empty sentence uses all of it.
    ///   - count: the rows of the list.
    ///   - linesPerRow: the lines each row takes; at least one row is drawn.
    ///   - indent: the columns left of the cursor marker.
    ///   - isFocused: whether the list has the focus; without it no row is highlighted.
    ///   - empty: what stands in for the rows when there are none.
    ///   - drawRow: draws row `index` from line `y`; `isCursor` when it is the highlighted row.
    ///     The marker is already drawn at `area.x + indent`.
    public func draw(
        in buffer: inout ScreenBuffer, area: Rect, count: Int, linesPerRow: Int = 1, indent: Int = 0,
        isFocused: Bool = true, empty: EmptySentence? = nil,
        row drawRow: (_ buffer: inout ScreenBuffer, _ index: Int, _ y: Int, _ isCursor: Bool) -> Void
    ) {
        guard count > 0 else {
            empty?.draw(in: area, buffer: &buffer)
            return
        }
        let visible = cursor.visibleRange(count: count, height: max(1, area.height / max(1, linesPerRow)))
        for (offset, index) in visible.enumerated() {
            let y = area.y + offset * linesPerRow
            let isCursor = drawMarker(row: index, x: area.x + indent, y: y, isFocused: isFocused, in: &buffer)
            drawRow(&buffer, index, y, isCursor)
        }
    }
}

/// The sentence a list shows instead of its rows when it has none.
public enum EmptySentence: Equatable, Sendable {
    /// Centred a third of the way down the area; `wraps` breaks it into lines 8 columns narrower
    /// than the area, else it is one line cut at the area's width.
    case centered(String, wraps: Bool = true)
    /// A paragraph from the top left of the area, at most `maxRows` lines.
    case paragraph(String, maxRows: Int = .max, style: Style = .plain)

    /// Draws the sentence in `area`.
    public func draw(in area: Rect, buffer: inout ScreenBuffer) {
        switch self {
        case .centered(let text, let wraps):
            let y = area.y + area.height / 3
            let lines = wraps ? text.wrapped(toWidth: area.width - 8) : [text]
            for (offset, line) in lines.enumerated() {
                Controls.centered(line, in: area, y: y + offset, buffer: &buffer)
            }
        case .paragraph(let text, let maxRows, let style):
            Controls.paragraph(
                text, x: area.x, y: area.y, width: area.width, maxRows: maxRows, style: style, in: &buffer)
        }
    }
}
