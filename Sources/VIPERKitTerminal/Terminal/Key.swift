/// One key press, decoded from the bytes a terminal sends.
public enum Key: Equatable, Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, space, any non-ASCII text).
    case character(Character)
    /// Enter (Return).
    case enter
    /// Backspace, which deletes the character before the caret.
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Escape.
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// The forward-delete key.
    case delete
    /// A control key with the lowercase letter pressed with Ctrl, e.g. `.control("c")` for Ctrl-C.
    case control(Character)
    /// A function key, F1 to F12.
    case function(Int)
    /// A sequence this decoder does not know; ignored by every screen.
    case unknown

    /// Ctrl-C, which quits the app from any screen (after asking, on a screen that asks first).
    public static let interrupt = Key.control("c")

    /// The text this key types into a field, or `nil` when it types nothing.
    public var typedCharacter: Character? {
        if case .character(let character) = self { return character }
        return nil
    }
}
