/// Framed boxes for dialogs and the loading indicator.
enum Box {
    /// Clears `rect` and draws a single-line frame around it, with `title` in the top edge.
    static func draw(_ rect: Rect, title: String? = nil, style: Style = .plain, in buffer: inout ScreenBuffer) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        buffer.fill(rect)
        let horizontal = String(repeating: "─", count: rect.width - 2)
        buffer.write("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: style)
        buffer.write("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: style)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            buffer.write("│", x: rect.x, y: row, style: style)
            buffer.write("│", x: rect.maxX - 1, y: row, style: style)
        }
        if let title, !title.isEmpty {
            buffer.write(" \(title) ", x: rect.x + 2, y: rect.y, style: .bold, maxWidth: rect.width - 4)
        }
    }
}
