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

    /// Whether the question has been answered (or cancelled).
    var isClosed: Bool { onAnswer == nil }

    var keyBindings: [KeyBinding] {
        [
            KeyBinding([.character("y"), .character("Y")], hint: KeyHint("y", confirmation.confirmTitle)) {
                [weak self] in self?.answer(true)
            },
            KeyBinding([.character("n"), .character("N"), .escape], hint: KeyHint("n", confirmation.cancelTitle)) {
                [weak self] in self?.answer(false)
            },
            KeyBinding([.left, .right, .tab, .backTab], hint: KeyHint("←→", "Choose")) { [weak self] in
                self?.isConfirmFocused.toggle()
            },
            KeyBinding([.enter], hint: KeyHint("Enter", "Answer")) { [weak self] in
                guard let self else { return }
                answer(isConfirmFocused)
            },
        ]
    }

    func draw(in buffer: inout ScreenBuffer, area: Rect) {
        DialogLayout.draw(
            title: confirmation.title, message: confirmation.message,
            buttons: [confirmation.confirmTitle, confirmation.cancelTitle], focused: isConfirmFocused ? 0 : 1,
            in: &buffer, area: area)
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
