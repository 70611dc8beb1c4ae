import FootballGather
import VIPERKit
import VIPERKitTerminal

/// The Add Player screen: one name field, Done and Cancel.
@MainActor
final class PlayerAddTerminalView: TerminalView, PlayerAddView {
    var presenter: (any PlayerAddPresenting)?
    private(set) var state = PlayerAddViewState()
    private var nameField = TextField()

    override var title: String { state.title }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }
    override var quitsOnQ: Bool { false }

    func render(_ state: PlayerAddViewState) {
        self.state = state
        nameField.setText(state.name)
        nameField.placeholder = state.placeholder
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding([.enter], hint: KeyHint("Enter", "Done"), isEnabled: state.isDoneEnabled) { [tasks, presenter] in
                tasks.run { await presenter?.didTapDone() }
            },
            KeyBinding([.escape], hint: KeyHint("Esc", "Cancel")) { [tasks, presenter] in
                tasks.run { await presenter?.didTapCancel() }
            },
        ]
    }

    override func handleTyping(_ key: Key) -> KeyHandling {
        guard nameField.handle(key) != .ignored else { return .ignored }
        if nameField.text != state.name { presenter?.nameDidChange(nameField.text) }
        return .handled
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        let y = area.y + 1
        buffer.write("Name", x: x, y: y, style: .bold)
        nameField.draw(in: &buffer, x: x + 8, y: y, width: min(60, area.width - 16), isFocused: true)
        if let problem = state.problem {
            buffer.write(problem, x: x + 8, y: y + 2, style: .error)
        }
    }
}
