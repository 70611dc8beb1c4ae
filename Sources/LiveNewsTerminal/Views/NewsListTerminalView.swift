import LiveNews
import VIPERKit
import VIPERKitTerminal

/// The headlines, two lines each: the title, then the source and the age; the notice above them.
@MainActor
final class NewsListTerminalView: ModuleTerminalView<NewsListViewState, any NewsListPresenting>, NewsListView {
    /// Rows each headline takes: title, source and age, blank.
    static let linesPerRow = 3

    private(set) var cursor = ListCursor()

    override func stateDidChange() {
        cursor.clamp(count: state.rows.count)
    }

    private var selectedRow: NewsListRow? {
        state.rows.indices.contains(cursor.index) ? state.rows[cursor.index] : nil
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding(KeyBinding.cursorKeys, hint: KeyHint("↑↓", "Move"), isEnabled: !state.rows.isEmpty) {
                [weak self] key in
                guard let self else { return }
                _ = cursor.handle(key, count: state.rows.count, pageSize: 5)
            },
            bind([.enter], "Enter", to: selectedRow?.read.id),
            bind([.character("r")], "r", to: .refresh),
        ]
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        var top = area.y
        if let notice = state.notice {
            top += Controls.paragraph(notice, x: area.x + 2, y: top, width: area.width - 4, style: .notice, in: &buffer)
            top += 1
        }
        let list = Rect(x: area.x, y: top, width: area.width, height: max(0, area.maxY - top))
        if state.rows.isEmpty {
            if let message = state.emptyMessage {
                let hint = state.offeredActions.allows(.refresh) ? " Press r to refresh." : ""
                Controls.centered(message + hint, in: list, y: list.y + list.height / 3, buffer: &buffer)
            }
            return
        }
        let x = list.x + 2
        let width = list.width - 4
        let visible = cursor.visibleRange(count: state.rows.count, height: max(1, list.height / Self.linesPerRow))
        for (block, index) in visible.enumerated() {
            let row = state.rows[index]
            let y = list.y + block * Self.linesPerRow
            let isCursor = index == cursor.index
            Controls.cursorMarker(isFocused: isCursor, x: x, y: y, in: &buffer)
            buffer.write(row.title, x: x + 2, y: y, style: isCursor ? .selected : .bold, maxWidth: width - 2)
            buffer.write(row.detail, x: x + 2, y: y + 1, style: .dim, maxWidth: width - 2)
        }
    }
}
