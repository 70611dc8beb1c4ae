/// A rectangle of the screen, in columns and rows from the top-left corner.
public struct Rect: Equatable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns, never negative.
    public var width: Int
    /// The number of rows, never negative.
    public var height: Int

    /// A rectangle from column `x`, row `y`; a negative width or height becomes 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The first column right of the rectangle.
    public var maxX: Int { x + width }
    /// The first row below the rectangle.
    public var maxY: Int { y + height }

    /// A rectangle of `width`×`height` centred in this one (clamped to fit).
    public func centered(width: Int, height: Int) -> Rect {
        let width = min(width, self.width)
        let height = min(height, self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }
}
