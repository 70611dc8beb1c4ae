import FootballGather
import VIPERKit
import VIPERKitTerminal

/// A game seen through its invite link: when, where, the note and who stands where; the name typed
/// when asked; Enter answers In, Tab Maybe and Shift-Tab Out (letters go to the name field).
@MainActor
final class InviteTerminalView: ModuleTerminalView<InviteViewState, any InvitePresenting>, InviteView {
    private var nameField = TextField()

    override var quitsOnQ: Bool { false }

    override func stateDidChange() {
        nameField.setText(state.name)
    }

    override var keyBindings: [KeyBinding] {
        [
            bind([.enter], "Enter", to: .answerIn), bind([.tab], "Tab", to: .answerMaybe),
            bind([.backTab], "Shift-Tab", to: .answerOut),
            bind([.escape], "Esc", to: state.offeredActions[.retry] == nil ? .changeName : .retry),
        ]
    }

    override func handleTyping(_ key: Key) -> KeyHandling {
        guard state.asksName, nameField.handle(key) != .ignored else { return .ignored }
        if nameField.text != state.name { presenter?.fieldDidChange(.name, to: nameField.text) }
        return .handled
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 2
        let width = area.width - 4
        var y = area.y
        func line(_ text: String, style: Style = .plain) {
            for part in text.wrapped(toWidth: width) where y < area.maxY {
                buffer.write(part, x: x, y: y, style: style, maxWidth: width)
                y += 1
            }
        }
        if let notice = state.notice { line(notice, style: .notice) }
        if !state.when.isEmpty {
            line("\(state.when) (\(state.timeZone))", style: .bold)
            line(state.place)
            line(([state.cost, state.repeats].compactMap { $0 } + [state.placesLeft]).joined(separator: " · "))
            if let note = state.note { line(note, style: .dim) }
        }
        if let you = state.you { line(you, style: .accent) }
        for text in [state.confirmation, state.failure].compactMap({ $0 }) { line(text, style: .notice) }
        if state.asksName {
            buffer.write(state.nameLabel, x: x, y: y, style: .bold)
            nameField.draw(in: &buffer, x: x + 12, y: y, width: max(10, width - 12), isFocused: true)
            y += 1
            line(state.nameHint, style: .dim)
        }
        for group in state.groups where y + 1 < area.maxY {
            y += 1
            line(group.title, style: .accent)
            for name in group.names { line("  \(name)") }
        }
    }
}
