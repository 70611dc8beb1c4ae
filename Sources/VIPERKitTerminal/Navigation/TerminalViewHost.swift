/// Whoever shows a ``TerminalView`` and draws the screen again when it changes.
@MainActor
public protocol TerminalViewHost: AnyObject {
    /// The view changed; draw the screen again soon.
    func setNeedsDisplay()
    /// The user confirmed quitting after the view asked first (see `TerminalView.handleInterrupt()`).
    func quit()
}
