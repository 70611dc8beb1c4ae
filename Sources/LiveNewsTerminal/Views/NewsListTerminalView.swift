import LiveNews
import VIPERKit
import VIPERKitTerminal

/// The headlines, three lines each: the title, the source and age, the first line of the
/// description. Above them the notice, the warning about failed feeds, and the reason of a failed
/// fetch; with no headlines, that reason with Retry.
@MainActor
final class NewsListTerminalView: ModuleTerminalView<NewsListViewState, any NewsListPresenting>, NewsListView {
    /// Rows each headline takes: title, source and age, summary, blank.
    static let linesPerRow = 4

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
            selectedRow.map { bind([.enter], "Enter", to: $0.read.id) } ?? retryBinding,
            bind([.character("r")], "r", to: .refresh),
        ]
    }

    /// Enter runs Retry when the screen shows a failure instead of headlines.
    private var retryBinding: KeyBinding {
        guard let retry = state.retry, state.rows.isEmpty else { return bind([.enter], "Enter", to: nil) }
        return KeyBinding([.enter], hint: KeyHint("Enter", retry.title), isEnabled: retry.isEnabled) {
            [weak self] in self?.perform(retry.id)
        }
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        var top = area.y
        let banners: [(String?, Style)] = [
            (state.notice, .notice), (state.warning, .notice), (state.rows.isEmpty ? nil : state.failure, .error),
        ]
        for case (let text?, let style) in banners {
            top += Controls.paragraph(
                text, x: area.x + 2, y: top, width: area.width - 4, maxRows: 4, style: style, in: &buffer)
            top += 1
        }
        let list = Rect(x: area.x, y: top, width: area.width, height: max(0, area.maxY - top))
        if state.rows.isEmpty {
            drawWithoutRows(in: list, buffer: &buffer)
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
            buffer.write(row.summary.truncated(toWidth: width - 2), x: x + 2, y: y + 2, maxWidth: width - 2)
        }
    }

    /// The reason of a failed fetch with Retry, or the message that there are no headlines.
    private func drawWithoutRows(in list: Rect, buffer: inout ScreenBuffer) {
        if let failure = state.failure {
            let width = min(60, list.width - 4)
            var y = list.y + list.height / 4
            y += Controls.paragraph(
                failure, x: list.x + (list.width - width) / 2, y: y, width: width, maxRows: 6, style: .error,
                in: &buffer)
            if let retry = state.retry {
                let button = retry.title.count + 4
                Controls.button(
                    retry.title, x: list.x + (list.width - button) / 2, y: y + 1, isFocused: true, in: &buffer)
            }
        } else if let message = state.emptyMessage {
            let hint = state.offeredActions.allows(.refresh) ? " Press r to refresh." : ""
            Controls.centered(message + hint, in: list, y: list.y + list.height / 3, buffer: &buffer)
        }
    }
}
