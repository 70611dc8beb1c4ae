/// Something the run loop reacts to.
public enum TerminalEvent: Equatable, Sendable {
    /// The user pressed a key.
    case key(Key)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// A view changed and the screen must be drawn again.
    case redraw
    /// The terminal closed (end of input): the app quits.
    case endOfInput
    /// A screen asked to quit once the user confirmed it (Ctrl-C on a screen that asks first).
    case quit
}
