import VIPERKit

@testable import FootballGatherTerminal

/// A terminal view for navigator tests: draws its name, records the keys it is given and
/// handles only the keys it is told to.
@MainActor
final class StubView: TerminalView {
    let name: String
    let recorder = LifecycleRecorder()
    var handledKeys: Set<Key>
    var usesEscape = false
    private(set) var keys: [Key] = []

    init(_ name: String, tasks: TaskTracker, handling handledKeys: Set<Key> = []) {
        self.name = name
        self.handledKeys = handledKeys
        super.init(tasks: tasks)
    }

    override var title: String { name }
    override var lifecycleTarget: (any LifecycleForwarding)? { recorder }
    override var handlesEscape: Bool { usesEscape }
    override var contentKeyHints: [KeyHint] { [KeyHint("x", "Do it")] }

    override func handleContentKey(_ key: Key) -> KeyHandling {
        keys.append(key)
        return handledKeys.contains(key) ? .handled : .ignored
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        buffer.write("This is \(name).", x: area.x + 2, y: area.y)
    }
}
