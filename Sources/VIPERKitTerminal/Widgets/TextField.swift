/// A one-line editable text field: the text, the caret, and how it is drawn.
public struct TextField: Equatable {
    /// What a key did to the field.
    public enum Change: Equatable, Sendable {
        /// The text changed.
        case edited
        /// Only the caret moved.
        case moved
        /// The field has no use for the key.
        case ignored
    }

    /// The text typed so far.
    public private(set) var text: String
    /// The caret, as a number of characters from the start.
    private(set) var caret: Int
    /// Shown dimmed while the field is empty.
    public var placeholder: String
    /// Shows "•" for every character (passwords).
    var isSecure: Bool

    /// A field holding `text`, the caret at its end.
    public init(text: String = "", placeholder: String = "", isSecure: Bool = false) {
        self.text = text
        self.caret = text.count
        self.placeholder = placeholder
        self.isSecure = isSecure
    }

    /// Shows `newText` (from the presenter's state) unless the field already holds it.
    public mutating func setText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        caret = newText.count
    }

    /// Edits the text or moves the caret for `key`.
    public mutating func handle(_ key: Key) -> Change {
        switch key {
        case .character(let character):
            insert(character)
            return .edited
        case .backspace:
            guard caret > 0 else { return .moved }
            remove(at: caret - 1)
            caret -= 1
            return .edited
        case .delete, .control("d"):
            guard caret < text.count else { return .moved }
            remove(at: caret)
            return .edited
        case .left, .control("b"):
            caret = max(0, caret - 1)
            return .moved
        case .right, .control("f"):
            caret = min(text.count, caret + 1)
            return .moved
        case .home, .control("a"):
            caret = 0
            return .moved
        case .end, .control("e"):
            caret = text.count
            return .moved
        case .control("u"):
            guard caret > 0 else { return .moved }
            text = String(text.dropFirst(caret))
            caret = 0
            return .edited
        case .control("k"):
            guard caret < text.count else { return .moved }
            text = String(text.prefix(caret))
            return .edited
        default:
            return .ignored
        }
    }

    private mutating func insert(_ character: Character) {
        let before = text.count
        text.insert(character, at: index(at: caret))
        // A combining mark joins the character before it, so the count may not grow.
        caret = min(text.count, caret + (text.count - before))
    }

    private mutating func remove(at offset: Int) {
        guard offset >= 0, offset < text.count else { return }
        text.remove(at: index(at: offset))
    }

    private func index(at offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(0, offset), text.count))
    }
}

extension TextField {
    /// Draws the field as `[text   ]` taking `width` columns from `x`, the caret shown when focused.
    public func draw(in buffer: inout ScreenBuffer, x: Int, y: Int, width: Int, isFocused: Bool) {
        let inner = max(1, width - 2)
        let fieldStyle: Style = isFocused ? .bold : .plain
        buffer.write("[", x: x, y: y, style: fieldStyle)
        buffer.write("]", x: x + inner + 1, y: y, style: fieldStyle)
        let shown = Array(isSecure ? String(repeating: "•", count: text.count) : text)
        if shown.isEmpty, !placeholder.isEmpty {
            buffer.write(placeholder, x: x + 2, y: y, style: .dim, maxWidth: inner - 1)
        }
        // Scroll so that the caret stays inside the field.
        let first = max(0, caret - inner + 1)
        var column = 0
        var index = first
        while index < shown.count, column < inner {
            column += buffer.write(String(shown[index]), x: x + 1 + column, y: y, maxWidth: inner - column)
            index += 1
        }
        if isFocused {
            let caretColumn = x + 1 + min(caret - first, inner - 1)
            var cell = buffer[caretColumn, y]
            cell.style = .inverse
            if cell.character == nil { cell.character = " " }
            buffer[caretColumn, y] = cell
        }
    }
}
