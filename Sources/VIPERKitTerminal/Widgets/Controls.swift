/// Small drawing helpers shared by the screens.
public enum Controls {
    /// A button: `[ Title ]`, or `> Title <` highlighted when focused.
    /// - Returns: the columns used.
    @discardableResult
    public static func button(_ title: String, x: Int, y: Int, isFocused: Bool, in buffer: inout ScreenBuffer) -> Int {
        let text = isFocused ? "> \(title) <" : "[ \(title) ]"
        return buffer.write(text, x: x, y: y, style: isFocused ? .selected : .bold)
    }

    /// A checkbox: `[x] Title` or `[ ] Title`.
    @discardableResult
    public static func checkbox(
        _ title: String, isOn: Bool, x: Int, y: Int, isFocused: Bool, in buffer: inout ScreenBuffer
    ) -> Int {
        let box = isOn ? "[x]" : "[ ]"
        let used = buffer.write(box, x: x, y: y, style: isFocused ? .selected : .bold)
        return used + buffer.write(" " + title, x: x + used, y: y, style: isFocused ? .bold : .plain)
    }

    /// The marker drawn left of the focused row: "›" style as ">" so it also shows in plain text.
    public static func cursorMarker(isFocused: Bool, x: Int, y: Int, in buffer: inout ScreenBuffer) {
        if isFocused { buffer.write(">", x: x, y: y, style: .accent) }
    }

    /// Draws `text` wrapped to `width` from row `y`.
    /// - Returns: the number of rows used.
    @discardableResult
    public static func paragraph(
        _ text: String, x: Int, y: Int, width: Int, maxRows: Int = .max, style: Style = .plain,
        in buffer: inout ScreenBuffer
    ) -> Int {
        let lines = text.wrapped(toWidth: width).prefix(max(0, maxRows))
        for (offset, line) in lines.enumerated() {
            buffer.write(line, x: x, y: y + offset, style: style, maxWidth: width)
        }
        return lines.count
    }

    /// Draws `text` centred in `area` on row `y`.
    public static func centered(
        _ text: String, in area: Rect, y: Int, style: Style = .plain, buffer: inout ScreenBuffer
    ) {
        let width = min(text.terminalWidth, area.width)
        buffer.write(text, x: area.x + (area.width - width) / 2, y: y, style: style, maxWidth: area.width)
    }
}
