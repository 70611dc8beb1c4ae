/// One character position of the screen.
public struct Cell: Equatable, Sendable {
    /// The character shown; `nil` for the right half of a double-width character.
    public var character: Character?
    /// How the character is drawn.
    public var style: Style

    /// A cell showing `character` in `style`.
    public init(character: Character? = " ", style: Style = .plain) {
        self.character = character
        self.style = style
    }

    /// A space without style.
    public static let blank = Cell()
}
