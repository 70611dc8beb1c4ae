/// A grid of cells the views draw into, then rendered as plain text (tests) or ANSI (the terminal).
///
/// Drawing outside the grid is clipped, never a crash.
public struct ScreenBuffer: Equatable, Sendable {
    /// The standard terminal size.
    public static let defaultSize = (width: 80, height: 24)

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    private(set) var cells: [Cell]

    /// A blank buffer of `width`×`height` cells.
    public init(width: Int = defaultSize.width, height: Int = defaultSize.height) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; a blank cell outside the grid.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set {
            guard contains(x: x, y: y) else { return }
            cells[y * width + x] = newValue
        }
    }

    private func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Writes `text` from column `x` of row `y`, using at most `maxWidth` columns (to the
    /// right edge when `nil`). Control characters are drawn as "?".
    /// - Returns: the number of columns written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        let limit = min(maxWidth ?? (width - x), width - x)
        guard y >= 0, y < height, limit > 0 else { return 0 }
        var column = 0
        for original in text {
            let character = original.printable
            let characterWidth = character.terminalWidth
            guard column + characterWidth <= limit else { break }
            if x + column >= 0 {
                self[x + column, y] = Cell(character: character, style: style)
                if characterWidth == 2 { self[x + column + 1, y] = Cell(character: nil, style: style) }
            }
            column += characterWidth
        }
        return column
    }

    /// Fills `rect` with `character` in `style`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        for row in rect.y..<rect.maxY {
            for column in rect.x..<rect.maxX {
                self[column, row] = Cell(character: character, style: style)
            }
        }
    }

    /// Sets the style of every cell in `rect`, keeping the characters.
    public mutating func applyStyle(_ style: Style, to rect: Rect) {
        for row in rect.y..<rect.maxY {
            for column in rect.x..<rect.maxX where contains(x: column, y: row) {
                cells[row * width + column].style = style
            }
        }
    }

    /// Row `y` as plain text, without trailing spaces.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var text = ""
        for x in 0..<width {
            if let character = cells[y * width + x].character { text.append(character) }
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The whole screen as plain text: one line per row, trailing spaces removed.
    public var plainText: String {
        (0..<height).map(line).joined(separator: "\n")
    }
}
