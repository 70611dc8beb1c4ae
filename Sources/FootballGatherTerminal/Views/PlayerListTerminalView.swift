import FootballGather
import VIPERKit

/// The player list: browse, open, add, delete, select players for a gather, history, log out.
@MainActor
final class PlayerListTerminalView: TerminalView, PlayerListView {
    var presenter: (any PlayerListPresenting)?
    private(set) var state = PlayerListViewState()
    private(set) var cursor = ListCursor()

    override var title: String { state.title }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }
    override var handlesEscape: Bool { state.mode == .selection }

    func render(_ state: PlayerListViewState) {
        self.state = state
        cursor.clamp(count: state.rows.count)
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    private var selectedRow: PlayerListRow? {
        state.rows.indices.contains(cursor.index) ? state.rows[cursor.index] : nil
    }

    override var contentKeyHints: [KeyHint] {
        switch state.mode {
        case .selection:
            var hints = [KeyHint("↑↓", "Move"), KeyHint("Space", "Tick")]
            if state.isConfirmEnabled { hints.append(KeyHint("c", "Confirm players")) }
            hints.append(KeyHint("Esc", state.selectTitle))
            return hints
        case .list:
            var hints: [KeyHint] = []
            if state.rows.isEmpty {
                if state.emptyMessage != nil { hints.append(KeyHint("r", "Retry")) }
            } else {
                hints += [KeyHint("↑↓", "Move"), KeyHint("Enter", "Details"), KeyHint("d", "Delete")]
            }
            hints.append(KeyHint("a", "Add"))
            if state.isSelectEnabled { hints.append(KeyHint("s", state.selectTitle)) }
            if !state.rows.isEmpty { hints.append(KeyHint("r", "Refresh")) }
            hints += [KeyHint("h", "History"), KeyHint("l", "Log out")]
            return hints
        }
    }

    override func handleContentKey(_ key: Key) -> KeyHandling {
        if cursor.handle(key, count: state.rows.count) { return .handled }
        switch state.mode {
        case .selection: return handleSelectionKey(key)
        case .list: return handleListKey(key)
        }
    }

    private func handleSelectionKey(_ key: Key) -> KeyHandling {
        switch key {
        case .character(" "), .enter:
            if let row = selectedRow { presenter?.didSelectPlayer(id: row.id) }
        case .character("c") where state.isConfirmEnabled:
            presenter?.didTapConfirm()
        case .escape, .character("s"):
            presenter?.didTapSelect()
        default:
            return .ignored
        }
        return .handled
    }

    private func handleListKey(_ key: Key) -> KeyHandling {
        switch key {
        case .enter where state.rows.isEmpty, .character("r") where state.rows.isEmpty:
            guard state.emptyMessage != nil else { return .ignored }
            tasks.run { [presenter] in await presenter?.didTapRetry() }
        case .enter:
            if let row = selectedRow { presenter?.didSelectPlayer(id: row.id) }
        case .character("a"):
            presenter?.didTapAdd()
        case .character("d"):
            guard let row = selectedRow else { return .ignored }
            tasks.run { [presenter] in await presenter?.didTapDelete(id: row.id) }
        case .character("r"):
            tasks.run { [presenter] in await presenter?.didTapRefresh() }
        case .character("s") where state.isSelectEnabled:
            presenter?.didTapSelect()
        case .character("h"):
            presenter?.didTapHistory()
        case .character("l"):
            tasks.run { [presenter] in await presenter?.didTapLogout() }
        default:
            return .ignored
        }
        return .handled
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
