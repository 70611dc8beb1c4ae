import CurrencyConverter
import VIPERKit
import VIPERKitTerminal

/// Where the rates come from, with the source's address; `o` opens it in a browser.
@MainActor
final class AboutTerminalView: TerminalView, AboutView {
    var presenter: (any AboutPresenting)?
    private(set) var state = AboutViewState(summary: "", sourceURL: "")

    override var title: String { state.title }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: AboutViewState) {
        self.state = state
        setNeedsDisplay()
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding([.character("o")], hint: KeyHint("o", "Open in browser")) { [tasks, presenter] in
                tasks.run { await presenter?.didTapOpenSource() }
            },
            KeyBinding([.escape], hint: KeyHint("Esc", "Back")) { [presenter] in presenter?.didTapClose() },
        ]
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        let width = area.width - 8
        buffer.write("Currency Converter", x: x, y: area.y, style: .accent)
        var y = area.y + 2
        y += Controls.paragraph(state.summary, x: x, y: y, width: width, maxRows: 3, in: &buffer) + 1
        buffer.write("Rates source", x: x, y: y, style: .bold)
        buffer.write(state.sourceURL, x: x, y: y + 1, maxWidth: width)
        if let notice = state.notice {
            Controls.paragraph(notice, x: x, y: y + 3, width: width, maxRows: 3, style: .notice, in: &buffer)
        }
    }
}
