extension Character {
    /// How many columns a terminal uses for this character: 2 for East Asian wide
    /// characters and most emoji, 1 otherwise.
    var terminalWidth: Int {
        guard let scalar = unicodeScalars.first else { return 1 }
        if unicodeScalars.count > 1, unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return Self.isWide(scalar.value) ? 2 : 1
    }

    /// This character made safe to print: control characters (which could move the cursor
    /// or change colours) become "?".
    var printable: Character {
        let isControl = unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .control
        }
        return isControl ? "?" : self
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}

extension String {
    /// The number of terminal columns this text takes.
    public var terminalWidth: Int {
        reduce(0) { $0 + $1.printable.terminalWidth }
    }

    /// This text cut to at most `width` columns, ending with "…" when it was cut.
    public func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard terminalWidth > width else { return self }
        var result = ""
        var used = 0
        for character in self {
            let characterWidth = character.printable.terminalWidth
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// This text padded with spaces (or cut) to exactly `width` columns.
    func padded(toWidth width: Int) -> String {
        let cut = truncated(toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - cut.terminalWidth))
    }
}
