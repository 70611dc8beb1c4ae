/// The bottom lines of every screen, listing the keys it accepts.
enum Footer {
    /// `hints` laid out on lines of at most `width` columns.
    static func lines(for hints: [KeyHint], width: Int) -> [[KeyHint]] {
        var lines: [[KeyHint]] = []
        var current: [KeyHint] = []
        var used = 0
        for hint in hints {
            let hintWidth = hint.key.terminalWidth + 1 + hint.label.terminalWidth
            let needed = current.isEmpty ? hintWidth + 1 : hintWidth + 2
            if !current.isEmpty, used + needed > width {
                lines.append(current)
                current = []
                used = 0
            }
            current.append(hint)
            used += current.count == 1 ? hintWidth + 1 : hintWidth + 2
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Draws one footer line: each key highlighted, followed by its label.
    static func draw(_ hints: [KeyHint], in buffer: inout ScreenBuffer, y: Int) {
        var x = 1
        for hint in hints {
            x += buffer.write(hint.key, x: x, y: y, style: .inverse)
            x += buffer.write(" " + hint.label, x: x, y: y)
            x += 2
        }
    }
}
