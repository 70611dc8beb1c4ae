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

    let list = CursorList()

    override func stateDidChange() {
        list.update(count: state.rows.count)
    }

    override var keyBindings: [KeyBinding] {
        [
            list.moveBinding(count: state.rows.count, pageSize: 5),
            list.row(in: state.rows).map { bind([.enter], "Enter", to: $0.read.id) } ?? retryBinding,
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
        let listArea = Rect(x: area.x, y: top, width: area.width, height: max(0, area.maxY - top))
        if state.rows.isEmpty, let failure = state.failure {
            drawFailure(failure, in: listArea, buffer: &buffer)
            return
        }
        let x = listArea.x + 2
        let width = listArea.width - 4
        let hint = state.offeredActions.allows(.refresh) ? " Press r to refresh." : ""
        list.draw(
            in: &buffer, area: listArea, count: state.rows.count, linesPerRow: Self.linesPerRow, indent: 2,
            empty: state.emptyMessage.map { .centered($0 + hint, wraps: false) }
        ) { buffer, index, y, isCursor in
            let row = state.rows[index]
            buffer.write(row.title, x: x + 2, y: y, style: isCursor ? .selected : .bold, maxWidth: width - 2)
            buffer.write(row.detail, x: x + 2, y: y + 1, style: .dim, maxWidth: width - 2)
            buffer.write(row.summary.truncated(toWidth: width - 2), x: x + 2, y: y + 2, maxWidth: width - 2)
        }
    }

    /// The reason of a failed fetch with Retry, shown instead of headlines.
    private func drawFailure(_ failure: String, in list: Rect, buffer: inout ScreenBuffer) {
        let width = min(60, list.width - 4)
        var y = list.y + list.height / 4
        y += Controls.paragraph(
            failure, x: list.x + (list.width - width) / 2, y: y, width: width, maxRows: 6, style: .error, in: &buffer)
        if let retry = state.retry {
            let button = retry.title.count + 4
            Controls.button(retry.title, x: list.x + (list.width - button) / 2, y: y + 1, isFocused: true, in: &buffer)
        }
    }
}
