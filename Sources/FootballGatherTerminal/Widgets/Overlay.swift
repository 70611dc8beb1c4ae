/// Something drawn over a screen that takes every key until it closes: an alert, a
/// question, a picker.
@MainActor
protocol Overlay: AnyObject {
    /// The keys the overlay accepts, for the footer.
    var keyHints: [KeyHint] { get }
    /// Draws the overlay centred in `area`.
    func draw(in buffer: inout ScreenBuffer, area: Rect)
    /// Handles `key`. - Returns: `true` when the overlay is done and must be removed.
    func handle(_ key: Key) -> Bool
    /// The overlay is removed without an answer (its screen left the navigator).
    func cancel()
}

extension Overlay {
    func cancel() {}
}
