import FootballGather
import VIPERKit
import VIPERKitTerminal

/// A new game or one being changed: one text field per detail, the "Repeat weekly" switch, then
/// Save and Cancel; Tab moves between them and each field's problem shows under it.
@MainActor
final class GameEditTerminalView: ModuleTerminalView<GameEditViewState, any GameEditPresenting>, GameEditView {
    /// The control that receives typed keys.
    enum Focus: Equatable {
        case field(GameEditField)
        case repeatsWeekly
    }

    private(set) var focus = Focus.field(.date)
    private var textFields: [GameEditField: TextField] = [:]

    override var quitsOnQ: Bool { false }

    private var order: [Focus] { state.fields.map { .field($0.id) } + [.repeatsWeekly] }

    override func stateDidChange() {
        for field in state.fields {
            var text = textFields[field.id] ?? TextField()
            text.setText(field.value)
            text.placeholder = field.placeholder ?? ""
            textFields[field.id] = text
        }
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding([.tab, .down, .backTab, .up], hint: KeyHint("Tab", "Next field")) { [weak self] key in
                self?.moveFocus(by: key == .tab || key == .down ? 1 : -1)
            },
            KeyBinding([.character(" ")], hint: KeyHint("Space", "Switch"), isEnabled: focus == .repeatsWeekly) {
                [weak self] in
                guard let self else { return }
                presenter?.switchDidChange(.repeatsWeekly, isOn: !state.repeatsWeekly)
            },
            bind([.enter], "Enter", to: .save),
            bind([.escape], "Esc", to: .cancel),
        ]
    }

    override func handleTyping(_ key: Key) -> KeyHandling {
        guard case .field(let id) = focus, var text = textFields[id], text.handle(key) != .ignored else {
            return .ignored
        }
        textFields[id] = text
        if text.text != state.field(id)?.value { presenter?.fieldDidChange(id, to: text.text) }
        return .handled
    }

    private func moveFocus(by offset: Int) {
        let order = order
        let index = order.firstIndex(of: focus) ?? 0
        focus = order[(index + offset + order.count) % order.count]
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 2
        let fieldX = x + 17
        let fieldWidth = min(48, area.width - fieldX - 2)
        var y = area.y + 1
        for field in state.fields where y < area.maxY {
            let isFocused = focus == .field(field.id)
            Controls.cursorMarker(isFocused: isFocused, x: x, y: y, in: &buffer)
            buffer.write(field.label, x: x + 2, y: y, style: isFocused ? .bold : .plain)
            textFields[field.id]?.draw(in: &buffer, x: fieldX, y: y, width: fieldWidth, isFocused: isFocused)
            y += 1
            if let problem = field.problem {
                y += Controls.paragraph(
                    problem, x: fieldX, y: y, width: area.maxX - fieldX - 1, maxRows: 2, style: .error, in: &buffer)
            }
        }
        y += 1
        Controls.cursorMarker(isFocused: focus == .repeatsWeekly, x: x, y: y, in: &buffer)
        Controls.checkbox(
            state.repeatsWeeklyLabel, isOn: state.repeatsWeekly, x: fieldX, y: y, isFocused: focus == .repeatsWeekly,
            in: &buffer)
    }
}
