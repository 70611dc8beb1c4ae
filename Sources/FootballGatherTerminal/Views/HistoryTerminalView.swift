import FootballGather
import VIPERKit
import VIPERKitTerminal

/// Past gathers, newest first: date, score, winner and both teams.
@MainActor
final class HistoryTerminalView: TerminalView, HistoryView {
    /// Rows each gather takes: summary, Team A, Team B, blank.
    static let linesPerGather = 4

    var presenter: (any HistoryPresenting)?
    private(set) var state = HistoryViewState(title: "History", rows: [], emptyMessage: nil, isLoading: false)
    private(set) var cursor = ListCursor()

    override var title: String { state.title }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: HistoryViewState) {
        self.state = state
        cursor.clamp(count: state.rows.count)
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding(KeyBinding.cursorKeys, hint: KeyHint("↑↓", "Move"), isEnabled: !state.rows.isEmpty) {
                [weak self] key in
                guard let self else { return }
                _ = cursor.handle(key, count: state.rows.count, pageSize: 4)
            },
            KeyBinding([.character("r")], hint: KeyHint("r", "Refresh")) { [tasks, presenter] in
                tasks.run { await presenter?.didTapRefresh() }
            },
        ]
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
            let summary = "\(row.date)   Score \(row.score)   Winner: \(row.winner)"
            buffer.write(summary, x: x + 2, y: y, style: isCursor ? .selected : .bold, maxWidth: width - 2)
            buffer.write("Team A: " + row.teamA.joined(separator: ", "), x: x + 4, y: y + 1, maxWidth: width - 4)
            buffer.write("Team B: " + row.teamB.joined(separator: ", "), x: x + 4, y: y + 2, maxWidth: width - 4)
        }
    }
}
