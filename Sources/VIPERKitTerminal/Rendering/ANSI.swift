/// The escape sequences the app writes to the terminal.
enum ANSI {
    static let clearScreen = "\u{1B}[2J"
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let disableLineWrap = "\u{1B}[?7l"
    static let enableLineWrap = "\u{1B}[?7h"
    static let resetStyle = "\u{1B}[0m"

    /// Moves the cursor to `row`, `column` (both from 0).
    static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }

    /// What the app writes when it takes over the screen.
    static let start = enterAlternateScreen + hideCursor + disableLineWrap + clearScreen

    /// What puts the terminal back as the app found it; safe to write more than once.
    static let restore = resetStyle + enableLineWrap + showCursor + leaveAlternateScreen
}
