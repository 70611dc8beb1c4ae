import FootballGather
import VIPERKit
import VIPERKitTerminal

/// The player list: browse, open, add, delete, select players for a gather, history, games, log out;
/// above it, the match in progress on any device of the account, opened with m.
@MainActor
final class PlayerListTerminalView: ModuleTerminalView<PlayerListViewState, any PlayerListPresenting>, PlayerListView {
    let list = CursorList()

    override func stateDidChange() {
        list.update(count: state.rows.count)
    }

    override var keyBindings: [KeyBinding] {
        let row = list.row(in: state.rows)
        switch state.mode {
        case .selection:
            return [
                list.moveBinding(count: state.rows.count, isEnabled: true),
                bind([.character(" "), .enter], "Space", to: row?.primary.id),
                bind([.character("c")], "c", to: .confirm),
                bind([.escape, .character("s")], "Esc", to: .select),
                bind([.character("m")], "m", to: state.match?.open.id),
            ]
        case .list:
            return [
                emptyActionBinding,
                list.moveBinding(count: state.rows.count),
                bind([.character("m")], "m", to: state.match?.open.id),
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

    override func drawContent(in buffer: inout ScreenBuffer, area whole: Rect) {
        var area = whole
        if let match = state.match {
            // "Match in progress · Team A 0 : 0 Team B", a blank line, then the list.
            buffer.write(match.text, x: area.x + 4, y: area.y, style: .bold, maxWidth: area.width - 6)
            area = Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2)
        }
        let listArea = Rect(x: area.x + 2, y: area.y, width: area.width - 4, height: area.height)
        let tickWidth = state.mode == .selection ? 4 : 0
        let nameX = listArea.x + 2 + tickWidth
        let skillWidth = 20
        let positionWidth = 24
        let nameWidth = max(10, listArea.maxX - nameX - positionWidth - skillWidth)
        let positionX = nameX + nameWidth + 1
        let skillX = positionX + positionWidth
        list.draw(
            in: &buffer, area: area, count: state.rows.count, indent: 2, empty: state.emptyMessage.map { .centered($0) }
        ) { buffer, index, y, isCursor in
            let row = state.rows[index]
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
