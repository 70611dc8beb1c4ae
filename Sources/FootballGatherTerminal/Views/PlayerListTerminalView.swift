import FootballGather
import VIPERKit
import VIPERKitTerminal

/// The player list: browse, open, add, delete, select players for a gather, history, games, log out.
@MainActor
final class PlayerListTerminalView: ModuleTerminalView<PlayerListViewState, any PlayerListPresenting>, PlayerListView {
    private(set) var cursor = ListCursor()

    override func stateDidChange() {
        cursor.clamp(count: state.rows.count)
    }

    private var selectedRow: PlayerListRow? {
        state.rows.indices.contains(cursor.index) ? state.rows[cursor.index] : nil
    }

    override var keyBindings: [KeyBinding] {
        let row = selectedRow
        switch state.mode {
        case .selection:
            return [
                moveBinding(isEnabled: true),
                bind([.character(" "), .enter], "Space", to: row?.primary.id),
                bind([.character("c")], "c", to: .confirm),
                bind([.escape, .character("s")], "Esc", to: .select),
            ]
        case .list:
            return [
                emptyActionBinding,
                moveBinding(isEnabled: row != nil),
                bind([.enter], "Enter", to: row?.primary.id),
                bind([.character("d")], "d", to: row?.delete?.id),
                bind([.character("a")], "a", to: .add),
                bind([.character("s")], "s", to: .select),
                bind([.character("r")], "r", to: .refresh),
                bind([.character("h")], "h", to: .history),
                bind([.character("g")], "g", to: .games),
                bind([.character("l")], "l", to: .logout),
            ]
        }
    }

    /// Retry on r (and Enter) after a failed first load; adding the first player on Enter. The
    /// footer names the action as the empty list offers it ("Add your first player").
    private var emptyActionBinding: KeyBinding {
        guard let action = state.emptyAction else { return bind([], "", to: nil) }
        let isRetry = action.id == .retry
        return KeyBinding(
            isRetry ? [.character("r"), .enter] : [.enter], hint: KeyHint(isRetry ? "r" : "Enter", action.title),
            isEnabled: action.isEnabled
        ) { [weak self] in self?.perform(action.id) }
    }

    private func moveBinding(isEnabled: Bool) -> KeyBinding {
        KeyBinding(KeyBinding.cursorKeys, hint: KeyHint("↑↓", "Move"), isEnabled: isEnabled) { [weak self] key in
            guard let self else { return }
            _ = cursor.handle(key, count: state.rows.count)
        }
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        if state.rows.isEmpty {
            guard let message = state.emptyMessage else { return }
            let y = area.y + area.height / 3
            for (line, text) in message.wrapped(toWidth: area.width - 8).enumerated() {
                Controls.centered(text, in: area, y: y + line, buffer: &buffer)
            }
            return
        }
        let listArea = Rect(x: area.x + 2, y: area.y, width: area.width - 4, height: area.height)
        let tickWidth = state.mode == .selection ? 4 : 0
        let nameX = listArea.x + 2 + tickWidth
        let skillWidth = 20
        let positionWidth = 24
        let nameWidth = max(10, listArea.maxX - nameX - positionWidth - skillWidth)
        let positionX = nameX + nameWidth + 1
        let skillX = positionX + positionWidth
        for (line, index) in cursor.visibleRange(count: state.rows.count, height: listArea.height).enumerated() {
            let row = state.rows[index]
            let y = listArea.y + line
            let isCursor = index == cursor.index
            Controls.cursorMarker(isFocused: isCursor, x: listArea.x, y: y, in: &buffer)
            if state.mode == .selection {
                buffer.write(row.isTicked ? "[x]" : "[ ]", x: listArea.x + 2, y: y, style: .bold)
            }
            buffer.write(row.name.truncated(toWidth: nameWidth), x: nameX, y: y, style: isCursor ? .bold : .plain)
            buffer.write(row.position, x: positionX, y: y, maxWidth: skillX - positionX - 1)
            buffer.write(row.skill, x: skillX, y: y, maxWidth: listArea.maxX - skillX)
            if isCursor {
                buffer.applyStyle(.selected, to: Rect(x: nameX, y: y, width: listArea.maxX - nameX, height: 1))
            }
        }
    }
}
