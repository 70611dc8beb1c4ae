import FootballGather
import VIPERKit
import VIPERKitTerminal

/// Past gathers, newest first: date, score, winner and both teams; Enter opens the one under the cursor.
@MainActor
final class HistoryTerminalView: ModuleTerminalView<HistoryViewState, any HistoryPresenting>, HistoryView {
    /// Rows each gather takes: summary, Team A, Team B, blank.
    static let linesPerGather = 4

    let list = CursorList()

    override func stateDidChange() {
        list.update(count: state.rows.count)
    }

    override var keyBindings: [KeyBinding] {
        [
            list.moveBinding(count: state.rows.count, pageSize: 4),
            bind([.enter], "Enter", to: list.row(in: state.rows).map { .open($0.id) }),
            bind([.character("r")], "r", to: .refresh),
        ]
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 2
        let width = area.width - 4
        list.draw(
            in: &buffer, area: area, count: state.rows.count, linesPerRow: Self.linesPerGather, indent: 2,
            empty: state.emptyMessage.map { .centered($0, wraps: false) }
        ) { buffer, index, y, isCursor in
            let row = state.rows[index]
            buffer.write(row.headline, x: x + 2, y: y, style: isCursor ? .selected : .bold, maxWidth: width - 2)
            for (line, team) in row.teams.enumerated() {
                buffer.write("\(team.name): \(team.players)", x: x + 4, y: y + 1 + line, maxWidth: width - 4)
            }
        }
    }
}
