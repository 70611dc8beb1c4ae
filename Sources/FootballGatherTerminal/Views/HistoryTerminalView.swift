import FootballGather
import VIPERKit
import VIPERKitTerminal

/// Past gathers, newest first: date, score, winner and both teams; Enter opens the one under the cursor.
@MainActor
final class HistoryTerminalView: ModuleTerminalView<HistoryViewState, any HistoryPresenting>, HistoryView {
    /// Rows each gather takes: summary, Team A, Team B, blank.
    static let linesPerGather = 4

    private(set) var cursor = ListCursor()

    override func stateDidChange() {
        cursor.clamp(count: state.rows.count)
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding(KeyBinding.cursorKeys, hint: KeyHint("↑↓", "Move"), isEnabled: !state.rows.isEmpty) {
                [weak self] key in
                guard let self else { return }
                _ = cursor.handle(key, count: state.rows.count, pageSize: 4)
            },
            bind([.enter], "Enter", to: cursorRow.map { .open($0.id) }),
            bind([.character("r")], "r", to: .refresh),
        ]
    }

    private var cursorRow: HistoryRow? {
        state.rows.indices.contains(cursor.index) ? state.rows[cursor.index] : nil
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        if state.rows.isEmpty {
            if let message = state.emptyMessage {
                Controls.centered(message, in: area, y: area.y + area.height / 3, buffer: &buffer)
            }
            return
        }
        let x = area.x + 2
        let width = area.width - 4
        let visible = cursor.visibleRange(count: state.rows.count, height: max(1, area.height / Self.linesPerGather))
        for (block, index) in visible.enumerated() {
            let row = state.rows[index]
            let y = area.y + block * Self.linesPerGather
            let isCursor = index == cursor.index
            Controls.cursorMarker(isFocused: isCursor, x: x, y: y, in: &buffer)
            buffer.write(row.headline, x: x + 2, y: y, style: isCursor ? .selected : .bold, maxWidth: width - 2)
            for (line, team) in row.teams.enumerated() {
                buffer.write("\(team.name): \(team.players)", x: x + 4, y: y + 1 + line, maxWidth: width - 4)
            }
        }
    }
}
