/// How a cell is drawn: colour and attributes. Plain-text rendering ignores styles.
public struct Style: Equatable, Hashable, Sendable {
    /// The eight standard terminal colours.
    public enum Color: UInt8, Equatable, Hashable, Sendable {
        case black = 0
        case red, green, yellow, blue, magenta, cyan, white
    }

    /// The text colour; `nil` for the terminal's default.
    public var foreground: Color?
    /// Bold text.
    public var isBold: Bool
    /// Faint text, for secondary information.
    public var isDim: Bool
    /// Reverse video: foreground and background swapped (title bar, selected row).
    public var isInverse: Bool

    /// A style with the given colour and attributes; plain by default.
    public init(foreground: Color? = nil, isBold: Bool = false, isDim: Bool = false, isInverse: Bool = false) {
        self.foreground = foreground
        self.isBold = isBold
        self.isDim = isDim
        self.isInverse = isInverse
    }

    /// No colour, no attributes.
    public static let plain = Style()
    /// Bold text: labels, focused fields.
    public static let bold = Style(isBold: true)
    /// Faint text: hints and secondary details.
    public static let dim = Style(isDim: true)
    /// Reverse video: the caret, the keys in the footer.
    public static let inverse = Style(isInverse: true)
    /// The highlighted row of a list or the focused control.
    public static let selected = Style(isBold: true, isInverse: true)
    /// A problem the user must fix.
    public static let error = Style(foreground: .red, isBold: true)
    /// Something the user should notice.
    public static let notice = Style(foreground: .yellow, isBold: true)
    /// Headings and dialog frames.
    public static let accent = Style(foreground: .cyan, isBold: true)
    /// Something that went well.
    public static let success = Style(foreground: .green, isBold: true)
}
