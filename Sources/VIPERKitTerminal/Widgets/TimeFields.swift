/// Minutes and seconds (each 0–59) edited from the keyboard in a framed box: digits type, arrows
/// change, Tab moves between the two. The text of both fields is the screen's state; this widget
/// keeps only which field has the keys, and reports each field's new text.
@MainActor
public final class TimeFields {
    /// One of the two fields.
    public enum Field: Sendable {
        case minutes, seconds
    }

    /// The field that receives the keys.
    public private(set) var focus = Field.minutes

    public init() {}

    /// Gives the keys to the minutes again, as when the box opens.
    public func focusMinutes() {
        focus = .minutes
    }

    /// Digits, arrows and Tab: each key that changes a field calls `onChange` with the field and
    /// its new text, made from `minutes` or `seconds` as they read now.
    public func keyBindings(
        minutes: String, seconds: String, onChange: @escaping (Field, String) -> Void
    ) -> [KeyBinding] {
        let text = { [weak self] in self?.focus == .seconds ? seconds : minutes }
        let report = { [weak self] (newText: String) in
            guard let self else { return }
            onChange(focus, newText)
        }
        return [
            KeyBinding(KeyBinding.digitKeys, hint: KeyHint("0-9", "Type")) { key in
                guard let digit = key.typedCharacter?.wholeNumberValue else { return }
                report(Self.typing(digit, into: text()))
            },
            KeyBinding([.up, .down], hint: KeyHint("↑↓", "Change")) { key in
                report(Self.stepping(text(), by: key == .up ? 1 : -1))
            },
            KeyBinding([.tab, .backTab, .left, .right], hint: KeyHint("Tab", "Minutes/seconds")) { [weak self] in
                guard let self else { return }
                focus = focus == .minutes ? .seconds : .minutes
            },
        ]
    }

    /// `text` after typing `digit`: digits shift in from the right, so 0 then 3 gives 03; a value
    /// past 59 starts again from the digit.
    public static func typing(_ digit: Int, into text: String) -> String {
        let shifted = (value(of: text) % 10) * 10 + digit
        return twoDigits(shifted <= 59 ? shifted : digit)
    }

    /// `text` one up or down (`step` 1 or -1), wrapping within 0–59.
    public static func stepping(_ text: String, by step: Int) -> String {
        twoDigits((value(of: text) + step + 60) % 60)
    }

    /// The number `text` shows, kept within 0–59; 0 for text that is not one.
    private static func value(of text: String) -> Int {
        min(max(0, Int(text) ?? 0), 59)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    /// Draws the box titled `title`, centred in `area`: each field after its label, the focused one
    /// highlighted, and `problem` (why the time cannot be set) under them.
    public func draw(
        title: String, minutes: (label: String, text: String), seconds: (label: String, text: String),
        problem: String?, in buffer: inout ScreenBuffer, area: Rect
    ) {
        let box = area.centered(width: max(36, (problem?.count ?? 0) + 6), height: 7)
        Box.draw(box, title: title, style: .accent, in: &buffer)
        let y = box.y + 3
        var x = box.x + 5
        x += buffer.write("\(minutes.label) ", x: x, y: y)
        x += field(minutes.text, isFocused: focus == .minutes, x: x, y: y, in: &buffer)
        x += buffer.write("  \(seconds.label) ", x: x, y: y)
        field(seconds.text, isFocused: focus == .seconds, x: x, y: y, in: &buffer)
        if let problem {
            buffer.write(problem, x: box.x + 3, y: y + 2, style: .error, maxWidth: box.width - 6)
        }
    }

    @discardableResult
    private func field(_ text: String, isFocused: Bool, x: Int, y: Int, in buffer: inout ScreenBuffer) -> Int {
        buffer.write(isFocused ? ">\(text)<" : "[\(text)]", x: x, y: y, style: isFocused ? .selected : .bold)
    }
}
