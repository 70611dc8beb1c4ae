/// The highlighted row of a list and the first row shown, moved by the arrow keys.
public struct ListCursor: Equatable {
    /// The highlighted row.
    public private(set) var index = 0
    /// The first row shown.
    private(set) var firstVisible = 0

    /// A cursor on the first row.
    public init() {}

    /// Moves the cursor for an arrow, Home/End or PageUp/PageDown key.
    /// - Returns: whether the key was a movement key.
    public mutating func handle(_ key: Key, count: Int, pageSize: Int = 10) -> Bool {
        switch key {
        case .up: index -= 1
        case .down: index += 1
        case .home: index = 0
        case .end: index = count - 1
        case .pageUp: index -= max(1, pageSize)
        case .pageDown: index += max(1, pageSize)
        default: return false
        }
        clamp(count: count)
        return true
    }

    /// Keeps the cursor on an existing row after the list changed.
    public mutating func clamp(count: Int) {
        index = min(max(0, index), max(0, count - 1))
    }

    /// Puts the cursor on row `newIndex` (clamped).
    public mutating func move(to newIndex: Int, count: Int) {
        index = newIndex
        clamp(count: count)
    }

    /// The rows to draw in `height` lines, scrolled so that the cursor is visible.
    public mutating func visibleRange(count: Int, height: Int) -> Range<Int> {
        clamp(count: count)
        guard count > 0, height > 0 else { return 0..<0 }
        if index < firstVisible { firstVisible = index }
        if index >= firstVisible + height { firstVisible = index - height + 1 }
        firstVisible = min(max(0, firstVisible), max(0, count - height))
        return firstVisible..<min(count, firstVisible + height)
    }
}
