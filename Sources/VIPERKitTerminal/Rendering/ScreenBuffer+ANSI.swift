extension ScreenBuffer {
    /// Row `y` as text with ANSI escape codes for its styles, padded to the full width.
    /// - Parameter capabilities: which codes the terminal understands; styles are dropped when it understands none.
    func ansiLine(_ y: Int, capabilities: TerminalCapabilities) -> String {
        guard y >= 0, y < height else { return "" }
        var text = ""
        var current = Style.plain
        for x in 0..<width {
            let cell = self[x, y]
            guard let character = cell.character else { continue }
            let style = cell.style.limited(to: capabilities)
            if style != current {
                text += style.ansiCode
                current = style
            }
            text.append(character)
        }
        if current != .plain { text += Style.plain.ansiCode }
        return text
    }
}

extension Style {
    /// This style without what the terminal cannot show.
    func limited(to capabilities: TerminalCapabilities) -> Style {
        guard capabilities.usesAttributes else { return .plain }
        var style = self
        if !capabilities.usesColor { style.foreground = nil }
        return style
    }

    /// The SGR sequence that resets the attributes and then selects this style.
    var ansiCode: String {
        var codes = ["0"]
        if isBold { codes.append("1") }
        if isDim { codes.append("2") }
        if isInverse { codes.append("7") }
        if let foreground { codes.append(String(30 + Int(foreground.rawValue))) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
