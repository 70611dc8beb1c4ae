import FootballGather
import VIPERKit
import VIPERKitTerminal

/// The Add Player screen: one name field, Done and Cancel.
@MainActor
final class PlayerAddTerminalView: ModuleTerminalView<PlayerAddViewState, any PlayerAddPresenting>, PlayerAddView {
    private var nameField = TextField()

    override var quitsOnQ: Bool { false }

    override func stateDidChange() {
        nameField.setText(state.name)
        nameField.placeholder = state.placeholder
    }

    override var keyBindings: [KeyBinding] {
        [bind([.enter], "Enter", to: .done), bind([.escape], "Esc", to: .cancel)]
    }

    override func handleTyping(_ key: Key) -> KeyHandling {
        guard nameField.handle(key) != .ignored else { return .ignored }
        if nameField.text != state.name { presenter?.fieldDidChange(.name, to: nameField.text) }
        return .handled
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        let y = area.y + 1
        buffer.write(state.nameLabel, x: x, y: y, style: .bold)
        nameField.draw(in: &buffer, x: x + 8, y: y, width: min(60, area.width - 16), isFocused: true)
        if let problem = state.problem {
            buffer.write(problem, x: x + 8, y: y + 2, style: .error)
        }
    }
}
