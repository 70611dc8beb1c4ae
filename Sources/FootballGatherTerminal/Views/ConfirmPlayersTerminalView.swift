import FootballGather
import VIPERKit
import VIPERKitTerminal

/// Picks the teams: Bench, Team A and Team B side by side; players move between them by key.
@MainActor
final class ConfirmPlayersTerminalView: ModuleTerminalView<ConfirmPlayersViewState, any ConfirmPlayersPresenting>,
    ConfirmPlayersView
{
    /// The column with the cursor: 0 Bench, 1 Team A, 2 Team B.
    private(set) var column = 0
    /// A list per column, each with its own cursor.
    private var lists: [CursorList] = []

    override func stateDidChange() {
        if lists.count != state.sections.count {
            lists = state.sections.map { _ in CursorList() }
        }
        for (list, section) in zip(lists, state.sections) { list.update(count: section.rows.count) }
        column = min(column, max(0, state.sections.count - 1))
    }

    /// The list of the column with the cursor; `nil` without columns.
    private var currentList: CursorList? {
        lists.indices.contains(column) ? lists[column] : nil
    }

    /// The players of the column with the cursor.
    private var currentRows: [ConfirmPlayersRow] {
        state.sections.indices.contains(column) ? state.sections[column].rows : []
    }

    /// The player under the cursor.
    private var selectedRow: ConfirmPlayersRow? {
        currentList?.row(in: currentRows)
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding([.left, .backTab, .right, .tab], hint: KeyHint("←→", "Column")) { [weak self] key in
                self?.moveColumn(by: key == .left || key == .backTab ? -1 : 1)
            },
            (currentList ?? CursorList()).moveBinding(count: currentRows.count, isEnabled: true),
            // The moves the state offers the player under the cursor, with its titles ("→ A").
            bind([.character("a"), .character("A"), .character("1")], "a", to: move(to: .teamA)),
            bind([.character("b"), .character("B"), .character("2")], "b", to: move(to: .teamB)),
            bind([.character("0"), .backspace], "0", to: move(to: .bench)),
            bind([.character("t"), .character("T")], "t", to: .balance),
            bind([.character("x")], "x", to: .share),
            bind([.enter, .character("s")], "Enter", to: .startGather),
        ]
    }

    /// Moving the player under the cursor to `team`; `nil` without one.
    private func move(to team: Team) -> ConfirmPlayersAction? {
        selectedRow.map { .move($0.id, to: team) }
    }

    private func moveColumn(by offset: Int) {
        column = min(max(0, column + offset), max(0, state.sections.count - 1))
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let count = max(1, state.sections.count)
        let columnWidth = (area.width - 4) / count
        let listHeight = area.height - 3
        for (index, section) in state.sections.enumerated() {
            let x = area.x + 2 + index * columnWidth
            let isCurrent = index == column
            buffer.write(
                section.header, x: x + 2, y: area.y, style: isCurrent ? .selected : .accent,
                maxWidth: columnWidth - 3)
            buffer.write(String(repeating: "─", count: max(0, columnWidth - 3)), x: x + 2, y: area.y + 1, style: .dim)
            guard lists.indices.contains(index) else { continue }
            let listArea = Rect(x: x, y: area.y + 2, width: columnWidth, height: listHeight)
            lists[index].draw(in: &buffer, area: listArea, count: section.rows.count, isFocused: isCurrent) {
                buffer, rowIndex, y, isCursor in
                let row = section.rows[rowIndex]
                let acronymX = x + columnWidth - 5
                buffer.write(row.name, x: x + 2, y: y, style: isCursor ? .selected : .plain, maxWidth: acronymX - x - 3)
                buffer.write(row.position, x: acronymX, y: y, style: .dim, maxWidth: 4)
            }
        }
        if let hint = state.hint {
            Controls.centered(hint, in: area, y: area.maxY - 1, style: .notice, buffer: &buffer)
        }
    }
}
