import VIPERKit

/// A ``Confirmation`` waiting for Yes or No; the answer goes to whoever asked.
@MainActor
final class ConfirmationOverlay: Overlay {
    let confirmation: Confirmation
    private var onAnswer: ((Bool) -> Void)?
    /// Whether the confirm button (rather than cancel) has the focus; cancel starts focused.
    private(set) var isConfirmFocused = false

    /// - Parameter onAnswer: called once with the answer (`false` when the question is cancelled).
    init(_ confirmation: Confirmation, onAnswer: @escaping (Bool) -> Void) {
        self.confirmation = confirmation
        self.onAnswer = onAnswer
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("y", confirmation.confirmTitle), KeyHint("n", confirmation.cancelTitle), KeyHint("←→", "Choose"),
            KeyHint("Enter", "Answer"),
        ]
    }

    func draw(in buffer: inout ScreenBuffer, area: Rect) {
        DialogLayout.draw(
            title: confirmation.title, message: confirmation.message,
            buttons: [confirmation.confirmTitle, confirmation.cancelTitle], focused: isConfirmFocused ? 0 : 1,
            in: &buffer, area: area)
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .character("y"), .character("Y"):
            answer(true)
        case .character("n"), .character("N"), .escape:
            answer(false)
        case .enter:
            answer(isConfirmFocused)
        case .left, .right, .tab, .backTab:
            isConfirmFocused.toggle()
            return false
        default:
            return false
        }
        return true
    }

    func cancel() {
        answer(false)
    }

    private func answer(_ value: Bool) {
        let answer = onAnswer
        onAnswer = nil
        answer?(value)
    }
}
