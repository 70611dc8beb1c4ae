/// The escape sequences the app writes to the terminal.
public enum ANSI {
    public static let clearScreen = "\u{1B}[2J"
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    public static let hideCursor = "\u{1B}[?25l"
    public static let showCursor = "\u{1B}[?25h"
    public static let disableLineWrap = "\u{1B}[?7l"
    public static let enableLineWrap = "\u{1B}[?7h"
    public static let resetStyle = "\u{1B}[0m"

    /// Moves the cursor to `row`, `column` (both from 0).
    public static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }

    /// What the app writes when it takes over the screen.
    public static let start = enterAlternateScreen + hideCursor + disableLineWrap + clearScreen

    /// What puts the terminal back as the app found it; safe to write more than once.
    public static let restore = resetStyle + enableLineWrap + showCursor + leaveAlternateScreen
}
