/// One thing a screen or a dialog does on a key: the keys that trigger it, the footer entry
/// that announces it, whether it is available right now, and the action.
///
/// A screen lists its bindings once; the footer shows the hints of the enabled ones, in order,
/// and a key runs the first enabled binding that matches it. A binding without a hint works
/// without being announced (a second key for the same thing, such as `A` beside `a`).
@MainActor
public struct KeyBinding {
    /// The keys that run the action.
    var keys: [Key]
    /// The footer entry, or `nil` for a key that is not announced.
    var hint: KeyHint?
    /// Whether the binding is available right now; a disabled one is neither shown nor run.
    var isEnabled: Bool
    /// What the key does; it is given the key pressed, for a binding that matches several.
    var action: (Key) -> Void

    /// - Parameters:
    ///   - keys: the keys that run `action`.
    ///   - hint: the footer entry; `nil` to leave the key unannounced.
    ///   - isEnabled: whether the binding is available now.
    public init(_ keys: [Key], hint: KeyHint?, isEnabled: Bool = true, action: @escaping (Key) -> Void) {
        self.keys = keys
        self.hint = hint
        self.isEnabled = isEnabled
        self.action = action
    }

    /// A binding whose action does not depend on which of its keys was pressed.
    public init(_ keys: [Key], hint: KeyHint?, isEnabled: Bool = true, action: @escaping () -> Void) {
        self.init(keys, hint: hint, isEnabled: isEnabled) { (_: Key) in action() }
    }

    /// The keys that move a list's cursor: the arrows, Home/End and PageUp/PageDown.
    public static let cursorKeys: [Key] = [.up, .down, .home, .end, .pageUp, .pageDown]

    /// The ten digit keys.
    static let digitKeys: [Key] = (0...9).map { .character(Character(String($0))) }
}

@MainActor
extension [KeyBinding] {
    /// The footer entries of the enabled bindings, in order.
    var hints: [KeyHint] {
        filter(\.isEnabled).compactMap(\.hint)
    }

    /// The first enabled binding that matches `key`.
    func binding(for key: Key) -> KeyBinding? {
        first { $0.isEnabled && $0.keys.contains(key) }
    }

    /// Runs the first enabled binding that matches `key`.
    /// - Returns: `.handled` when one ran, `.ignored` when none matches.
    func run(_ key: Key) -> KeyHandling {
        guard let binding = binding(for: key) else { return .ignored }
        binding.action(key)
        return .handled
    }
}
