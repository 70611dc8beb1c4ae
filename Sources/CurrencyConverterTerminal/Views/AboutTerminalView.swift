import CurrencyConverter
import VIPERKit
import VIPERKitTerminal

/// Where the rates come from, with the source's address; `o` opens it in a browser.
@MainActor
final class AboutTerminalView: ModuleTerminalView<AboutViewState, any AboutPresenting>, AboutView {
    override var keyBindings: [KeyBinding] {
        [
            bind([.character("o")], "o", to: .openSource),
            bind([.escape], "Esc", to: .close),
        ]
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        let width = area.width - 8
        buffer.write(state.heading, x: x, y: area.y, style: .accent)
        var y = area.y + 2
        y += Controls.paragraph(state.summary, x: x, y: y, width: width, maxRows: 3, in: &buffer) + 1
        buffer.write(state.sourceLabel, x: x, y: y, style: .bold)
        buffer.write(state.sourceURL, x: x, y: y + 1, maxWidth: width)
        if let notice = state.notice {
            Controls.paragraph(notice, x: x, y: y + 3, width: width, maxRows: 3, style: .notice, in: &buffer)
        }
    }
}
