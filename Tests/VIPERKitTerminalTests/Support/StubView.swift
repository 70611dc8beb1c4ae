import VIPERKit

@testable import VIPERKitTerminal

/// A terminal view for navigator tests: draws its name, records the keys it is given and
/// handles only the keys it is told to.
@MainActor
final class StubView: TerminalView {
    let name: String
    let recorder = LifecycleRecorder()
    var handledKeys: Set<Key>
    /// Whether Ctrl-C asks "Quit?" first, quitting on yes.
    var asksBeforeQuitting = false
    private(set) var keys: [Key] = []
    private(set) var quitQuestions = 0

    init(_ name: String, tasks: TaskTracker, handling handledKeys: Set<Key> = []) {
        self.name = name
        self.handledKeys = handledKeys
        super.init(tasks: tasks)
    }

    override var title: String { name }
    override var lifecycleTarget: (any LifecycleForwarding)? { recorder }

    override var keyBindings: [KeyBinding] {
        [KeyBinding(Array(handledKeys), hint: KeyHint("x", "Do it")) { [weak self] key in self?.keys.append(key) }]
    }

    override func handleTyping(_ key: Key) -> KeyHandling {
        keys.append(key)
        return .ignored
    }

    override func handleInterrupt() -> KeyHandling {
        guard asksBeforeQuitting else { return .ignored }
        quitQuestions += 1
        present(
            ConfirmationOverlay(Confirmation(title: "Quit", message: "Quit the app?")) { [weak self] yes in
                if yes { self?.host?.quit() }
            })
        return .handled
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        buffer.write("This is \(name).", x: area.x + 2, y: area.y)
    }
}
