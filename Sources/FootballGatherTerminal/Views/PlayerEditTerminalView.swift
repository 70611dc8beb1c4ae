import FootballGather
import VIPERKit
import VIPERKitTerminal

/// Edits one field of a player: a text field, or a list of options with the current one marked.
@MainActor
final class PlayerEditTerminalView: ModuleTerminalView<PlayerEditViewState, any PlayerEditPresenting>, PlayerEditView {
    let list = CursorList()
    private var textField = TextField()
    private var hasPlacedCursor = false

    override var quitsOnQ: Bool { false }

    override func stateDidChange() {
        switch state.input {
        case .text(let text, let placeholder, _):
            textField.setText(text)
            textField.placeholder = placeholder
        case .choice(let options):
            // Start on the current value, then leave the cursor where the user moves it.
            if !hasPlacedCursor, let selected = options.firstIndex(where: \.isSelected) {
                list.move(to: selected, count: options.count)
                hasPlacedCursor = true
            }
            list.update(count: options.count)
        }
    }

    override var keyBindings: [KeyBinding] {
        let isText: Bool
        let optionCount: Int
        switch state.input {
        case .text:
            (isText, optionCount) = (true, 0)
        case .choice(let options):
            (isText, optionCount) = (false, options.count)
        }
        return [
            bind([.enter], "Enter", to: isText ? .done : nil),
            list.moveBinding(count: optionCount, isEnabled: !isText),
            KeyBinding([.character(" ")], hint: KeyHint("Space", "Choose"), isEnabled: !isText) { [weak self] in
                guard let self else { return }
                perform(.choose(list.index))
            },
            bind([.enter], "Enter", to: isText ? nil : .chooseAndSave(list.index)),
            bind([.escape], "Esc", to: .cancel),
        ]
    }

    override func handleTyping(_ key: Key) -> KeyHandling {
        guard case .text(let text, _, _) = state.input, textField.handle(key) != .ignored else { return .ignored }
        if text != textField.text { presenter?.fieldDidChange(.value, to: textField.text) }
        return .handled
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        switch state.input {
        case .text:
            buffer.write(state.title, x: x, y: area.y + 1, style: .bold)
            let labelWidth = state.title.terminalWidth + 2
            textField.draw(
                in: &buffer, x: x + labelWidth, y: area.y + 1, width: min(50, area.width - labelWidth - 8),
                isFocused: true)
            if let problem = state.problem {
                buffer.write(problem, x: x + labelWidth, y: area.y + 3, style: .error)
            }
        case .choice(let options):
            let listArea = Rect(x: x, y: area.y + 1, width: area.width - 8, height: area.height - 1)
            list.draw(in: &buffer, area: listArea, count: options.count) { buffer, index, y, isCursor in
                let option = options[index]
                let text = (option.isSelected ? "(•) " : "( ) ") + option.title
                buffer.write(text, x: x + 2, y: y, style: isCursor ? .selected : .plain)
            }
        }
    }
}
