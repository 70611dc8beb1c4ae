/// A rectangle of the screen, in columns and rows from the top-left corner.
public struct Rect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    /// A rectangle of `width`×`height` centred in this one (clamped to fit).
    public func centered(width: Int, height: Int) -> Rect {
        let width = min(width, self.width)
        let height = min(height, self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }
}
