import FootballGather
import VIPERKit
import VIPERKitTerminal

/// The organiser's games, upcoming then past: when and where on one line, how full under it.
@MainActor
final class GamesTerminalView: ModuleTerminalView<GamesViewState, any GamesPresenting>, GamesView {
    private(set) var cursor = ListCursor()

    override func stateDidChange() {
        cursor.clamp(count: state.rows.count)
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding(KeyBinding.cursorKeys, hint: KeyHint("↑↓", "Move"), isEnabled: !state.rows.isEmpty) {
                [weak self] key in
                guard let self else { return }
                _ = cursor.handle(key, count: state.rows.count)
            },
            emptyActionBinding,
            bind([.enter], "Enter", to: cursorRow?.open.id),
            bind([.character("n")], "n", to: .newGame),
            bind([.character("r")], "r", to: .refresh),
        ]
    }

    /// Retry on r (and Enter) after a failed first load; the first game on Enter. The footer names
    /// the action as the empty list offers it ("Create your first game").
    private var emptyActionBinding: KeyBinding {
        guard let action = state.emptyAction else { return bind([], "", to: nil) }
        let isRetry = action.id == .retry
        return KeyBinding(
            isRetry ? [.character("r"), .enter] : [.enter], hint: KeyHint(isRetry ? "r" : "Enter", action.title),
            isEnabled: action.isEnabled
        ) { [weak self] in self?.perform(action.id) }
    }

    private var cursorRow: GameRow? {
        state.rows.indices.contains(cursor.index) ? state.rows[cursor.index] : nil
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        if state.sections.isEmpty {
            guard let message = state.emptyMessage else { return }
            let y = area.y + area.height / 3
            for (line, text) in message.wrapped(toWidth: area.width - 8).enumerated() {
                Controls.centered(text, in: area, y: y + line, buffer: &buffer)
            }
            return
        }
        let x = area.x + 2
        let width = area.width - 4
        var y = area.y
        var index = 0
        for section in state.sections where y < area.maxY {
            buffer.write(section.title, x: x, y: y, style: .accent, maxWidth: width)
            y += 1
            for row in section.rows where y < area.maxY {
                let isCursor = index == cursor.index
                Controls.cursorMarker(isFocused: isCursor, x: x, y: y, in: &buffer)
                buffer.write(
                    "\(row.when)   \(row.place)", x: x + 2, y: y, style: isCursor ? .selected : .bold,
                    maxWidth: width - 2)
                let fill = [row.fill, row.status].compactMap { $0 }.joined(separator: " · ")
                buffer.write(fill, x: x + 4, y: y + 1, maxWidth: width - 4)
                y += 2
                index += 1
            }
            y += 1
        }
    }
}
