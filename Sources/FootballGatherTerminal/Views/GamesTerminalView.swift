import FootballGather
import VIPERKit
import VIPERKitTerminal

/// The organiser's games, upcoming then past: when and where on one line, how full under it.
@MainActor
final class GamesTerminalView: ModuleTerminalView<GamesViewState, any GamesPresenting>, GamesView {
    let list = CursorList()

    override func stateDidChange() {
        list.update(count: state.rows.count)
    }

    override var keyBindings: [KeyBinding] {
        [
            list.moveBinding(count: state.rows.count),
            emptyActionBinding,
            bind([.enter], "Enter", to: list.row(in: state.rows)?.open.id),
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

    /// The sections are laid out here rather than by the list's `draw`: their headers and gaps
    /// make rows of unequal height, and the list does not scroll.
    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        if state.sections.isEmpty {
            if let message = state.emptyMessage { EmptySentence.centered(message).draw(in: area, buffer: &buffer) }
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
                let isCursor = list.drawMarker(row: index, x: x, y: y, in: &buffer)
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
