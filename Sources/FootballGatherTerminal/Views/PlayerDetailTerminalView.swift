import FootballGather
import VIPERKit
import VIPERKitTerminal

/// A player's details in sections, then their form; choosing a row opens its editor.
@MainActor
final class PlayerDetailTerminalView: ModuleTerminalView<PlayerDetailViewState, any PlayerDetailPresenting>,
    PlayerDetailView
{
    let list = CursorList()

    override func stateDidChange() {
        list.update(count: rows.count)
    }

    /// Every row of every section, in order.
    private var rows: [PlayerDetailRow] { state.sections.flatMap(\.rows) }

    override var keyBindings: [KeyBinding] {
        [
            list.moveBinding(count: rows.count, isEnabled: true),
            bind([.enter], "Enter", to: list.row(in: rows)?.edit.id),
            bind([.escape], "Esc", to: .back),
        ]
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        let valueX = x + 24
        var y = area.y
        var index = 0
        for section in state.sections {
            guard y < area.maxY else { return }
            buffer.write(section.title, x: x, y: y, style: .accent)
            y += 1
            for row in section.rows {
                guard y < area.maxY else { return }
                let isCursor = list.drawMarker(row: index, x: x, y: y, in: &buffer)
                buffer.write(row.title, x: x + 2, y: y, maxWidth: valueX - x - 3)
                buffer.write(row.value, x: valueX, y: y, style: .bold, maxWidth: area.maxX - valueX - 2)
                if isCursor {
                    buffer.applyStyle(.selected, to: Rect(x: x + 2, y: y, width: area.maxX - x - 4, height: 1))
                }
                y += 1
                index += 1
            }
            y += 1
        }
        guard y < area.maxY else { return }
        buffer.write(state.form.title, x: x, y: y, style: .accent)
        for line in state.form.lines.flatMap({ $0.wrapped(toWidth: area.maxX - x - 4) }) where y + 1 < area.maxY {
            y += 1
            buffer.write(line, x: x + 2, y: y, maxWidth: area.maxX - x - 4)
        }
    }
}
