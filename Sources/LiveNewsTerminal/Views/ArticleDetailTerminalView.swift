import LiveNews
import VIPERKit
import VIPERKitTerminal

/// One article: title, byline, date, description and its address, which `o` opens in a browser;
/// below, what happened when it was opened.
@MainActor
final class ArticleDetailTerminalView: ModuleTerminalView<ArticleDetailViewState, any ArticleDetailPresenting>,
    ArticleDetailView
{
    /// Rows kept for the notice under the address: a blank, then up to three lines.
    static let noticeRows = 4

    override var keyBindings: [KeyBinding] {
        [
            bind([.character("o")], "o", to: .open),
            bind([.escape], "Esc", to: .back),
        ]
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 2
        let width = area.width - 4
        var y = area.y
        y += Controls.paragraph(state.headline, x: x, y: y, width: width, maxRows: 3, style: .bold, in: &buffer)
        y += Controls.paragraph(state.byline, x: x, y: y, width: width, maxRows: 1, style: .accent, in: &buffer)
        if !state.date.isEmpty {
            y += Controls.paragraph(state.date, x: x, y: y, width: width, maxRows: 1, style: .dim, in: &buffer)
        }
        y += 1
        let urlRows = state.url.isEmpty ? 0 : 2
        let noticeRows = state.notice == nil ? 0 : Self.noticeRows
        let room = max(0, area.maxY - y - urlRows - noticeRows - 1)
        y += Controls.paragraph(state.description, x: x, y: y, width: width, maxRows: room, in: &buffer)
        if !state.url.isEmpty {
            y += 1
            buffer.write("\(state.urlLabel): \(state.url)", x: x, y: y, style: .accent, maxWidth: width)
            y += 1
        }
        if let notice = state.notice {
            Controls.paragraph(
                notice, x: x, y: y + 1, width: width, maxRows: Self.noticeRows - 1, style: .notice, in: &buffer)
        }
    }
}
