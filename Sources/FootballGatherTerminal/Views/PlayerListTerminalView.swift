import FootballGather
import VIPERKit
import VIPERKitTerminal

/// The player list: browse, open, add, delete, select players for a gather, history, log out.
@MainActor
final class PlayerListTerminalView: TerminalView, PlayerListView {
    var presenter: (any PlayerListPresenting)?
    private(set) var state = PlayerListViewState()
    private(set) var cursor = ListCursor()

    override var title: String { state.title }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: PlayerListViewState) {
        self.state = state
        cursor.clamp(count: state.rows.count)
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    private var selectedRow: PlayerListRow? {
        state.rows.indices.contains(cursor.index) ? state.rows[cursor.index] : nil
    }

    override var keyBindings: [KeyBinding] {
        switch state.mode {
        case .selection: selectionBindings
        case .list: listBindings
        }
    }

    private var selectionBindings: [KeyBinding] {
        [
            moveBinding(isEnabled: true),
            KeyBinding([.character(" "), .enter], hint: KeyHint("Space", "Tick")) { [weak self] in
                guard let self, let row = selectedRow else { return }
                presenter?.didSelectPlayer(id: row.id)
            },
            KeyBinding([.character("c")], hint: KeyHint("c", "Confirm players"), isEnabled: state.isConfirmEnabled) {
                [presenter] in presenter?.didTapConfirm()
            },
            KeyBinding([.escape, .character("s")], hint: KeyHint("Esc", state.selectTitle)) { [presenter] in
                presenter?.didTapSelect()
            },
        ]
    }

    private var listBindings: [KeyBinding] {
        let row = selectedRow
        return [
            KeyBinding(
                [.character("r"), .enter], hint: KeyHint("r", "Retry"),
                isEnabled: state.rows.isEmpty && state.emptyMessage != nil
            ) { [tasks, presenter] in
                tasks.run { await presenter?.didTapRetry() }
            },
            moveBinding(isEnabled: row != nil),
            KeyBinding([.enter], hint: KeyHint("Enter", "Details"), isEnabled: row != nil) { [presenter] in
                if let row { presenter?.didSelectPlayer(id: row.id) }
            },
            KeyBinding([.character("d")], hint: KeyHint("d", "Delete"), isEnabled: row != nil) { [tasks, presenter] in
                guard let row else { return }
                tasks.run { await presenter?.didTapDelete(id: row.id) }
            },
            KeyBinding([.character("a")], hint: KeyHint("a", "Add")) { [presenter] in presenter?.didTapAdd() },
            KeyBinding([.character("s")], hint: KeyHint("s", state.selectTitle), isEnabled: state.isSelectEnabled) {
                [presenter] in presenter?.didTapSelect()
            },
            KeyBinding([.character("r")], hint: KeyHint("r", "Refresh"), isEnabled: row != nil) { [tasks, presenter] in
                tasks.run { await presenter?.didTapRefresh() }
            },
            KeyBinding([.character("h")], hint: KeyHint("h", "History")) { [presenter] in presenter?.didTapHistory() },
            KeyBinding([.character("l")], hint: KeyHint("l", "Log out")) { [tasks, presenter] in
                tasks.run { await presenter?.didTapLogout() }
            },
        ]
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
            Controls.centered(message, in: area, y: y, buffer: &buffer)
            Controls.centered(
                "Press r to retry or a to add a player.", in: area, y: y + 2, style: .dim, buffer: &buffer)
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
