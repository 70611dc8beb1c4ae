/// Something drawn over a screen that takes every key until it closes: an alert, a
/// question, a picker.
@MainActor
public protocol Overlay: AnyObject {
    /// The keys the overlay accepts: the footer shows them and a key runs the one it matches.
    var keyBindings: [KeyBinding] { get }
    /// Whether the overlay is done and must be removed.
    var isClosed: Bool { get }
    /// Draws the overlay centred in `area`.
    func draw(in buffer: inout ScreenBuffer, area: Rect)
    /// The overlay is removed without an answer (its screen left the navigator).
    func cancel()
}

extension Overlay {
    /// The footer entries of the keys the overlay accepts.
    var keyHints: [KeyHint] { keyBindings.hints }

    /// Runs the binding `key` matches, if any. - Returns: `true` when the overlay is done and must be removed.
    func handle(_ key: Key) -> Bool {
        _ = keyBindings.run(key)
        return isClosed
    }

    /// Does nothing: an overlay without a pending answer is simply removed.
    public func cancel() {}
}
