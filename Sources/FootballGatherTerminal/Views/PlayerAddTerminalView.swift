import FootballGather
import VIPERKit

/// The Add Player screen: one name field, Done and Cancel.
@MainActor
final class PlayerAddTerminalView: TerminalView, PlayerAddView {
    var presenter: (any PlayerAddPresenting)?
    private(set) var state = PlayerAddViewState()
    private var nameField = TextField()

    override var title: String { state.title }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }
    override var handlesEscape: Bool { true }
    override var quitsOnQ: Bool { false }

    func render(_ state: PlayerAddViewState) {
        self.state = state
        nameField.setText(state.name)
        nameField.placeholder = state.placeholder
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override var contentKeyHints: [KeyHint] {
        (state.isDoneEnabled ? [KeyHint("Enter", "Done")] : []) + [KeyHint("Esc", "Cancel")]
    }

    override func handleContentKey(_ key: Key) -> KeyHandling {
        switch key {
        case .enter:
            guard state.isDoneEnabled else { return .handled }
            tasks.run { [presenter] in await presenter?.didTapDone() }
        case .escape:
            presenter?.didTapCancel()
        default:
            guard nameField.handle(key) != .ignored else { return .ignored }
            if nameField.text != state.name { presenter?.nameDidChange(nameField.text) }
        }
        return .handled
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        let y = area.y + 1
        buffer.write("Name", x: x, y: y, style: .bold)
        nameField.draw(in: &buffer, x: x + 8, y: y, width: min(60, area.width - 16), isFocused: true)
    }
}
