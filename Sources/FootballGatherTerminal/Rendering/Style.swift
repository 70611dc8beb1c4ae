/// How a cell is drawn: colour and attributes. Plain-text rendering ignores styles.
public struct Style: Equatable, Hashable, Sendable {
    /// The eight standard terminal colours.
    public enum Color: UInt8, Equatable, Hashable, Sendable {
        case black = 0
        case red, green, yellow, blue, magenta, cyan, white
    }

    public var foreground: Color?
    public var isBold: Bool
    public var isDim: Bool
    /// Reverse video: foreground and background swapped (title bar, selected row).
    public var isInverse: Bool

    public init(foreground: Color? = nil, isBold: Bool = false, isDim: Bool = false, isInverse: Bool = false) {
        self.foreground = foreground
        self.isBold = isBold
        self.isDim = isDim
        self.isInverse = isInverse
    }

    public static let plain = Style()
    public static let bold = Style(isBold: true)
    public static let dim = Style(isDim: true)
    public static let inverse = Style(isInverse: true)
    /// The highlighted row of a list or the focused control.
    public static let selected = Style(isBold: true, isInverse: true)
    public static let error = Style(foreground: .red, isBold: true)
    public static let notice = Style(foreground: .yellow, isBold: true)
    public static let accent = Style(foreground: .cyan, isBold: true)
    public static let success = Style(foreground: .green, isBold: true)
}
