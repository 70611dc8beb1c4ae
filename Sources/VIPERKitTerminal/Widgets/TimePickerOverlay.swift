/// Chooses minutes and seconds (each 0–59) for the match clock: digits type, arrows change,
/// Enter sets, Esc cancels.
@MainActor
public final class TimePickerOverlay: Overlay {
    private(set) var minutes: Int
    private(set) var seconds: Int
    /// Whether the seconds (rather than the minutes) receive the keys.
    private(set) var isSecondsFocused = false
    /// Whether the time was set or the picker cancelled.
    public private(set) var isClosed = false
    private let onSet: (_ minutes: Int, _ seconds: Int) -> Void

    /// A picker starting at `minutes` and `seconds` (each clamped to 0–59).
    /// - Parameter onSet: called with the chosen time when the user presses Enter.
    public init(minutes: Int, seconds: Int, onSet: @escaping (_ minutes: Int, _ seconds: Int) -> Void) {
        self.minutes = min(max(0, minutes), 59)
        self.seconds = min(max(0, seconds), 59)
        self.onSet = onSet
    }

    /// Digits, arrows, Tab, Enter and Esc.
    public var keyBindings: [KeyBinding] {
        [
            KeyBinding(KeyBinding.digitKeys, hint: KeyHint("0-9", "Type")) { [weak self] key in
                guard let digit = key.typedCharacter?.wholeNumberValue else { return }
                self?.type(digit)
            },
            KeyBinding([.up, .down], hint: KeyHint("↑↓", "Change")) { [weak self] key in
                self?.change { key == .up ? ($0 + 1) % 60 : ($0 + 59) % 60 }
            },
            KeyBinding([.tab, .backTab, .left, .right], hint: KeyHint("Tab", "Minutes/seconds")) { [weak self] in
                self?.isSecondsFocused.toggle()
            },
            KeyBinding([.enter], hint: KeyHint("Enter", "Set")) { [weak self] in
                guard let self else { return }
                isClosed = true
                onSet(minutes, seconds)
            },
            KeyBinding([.escape], hint: KeyHint("Esc", "Cancel")) { [weak self] in self?.isClosed = true },
        ]
    }

    /// Digits shift in from the right: typing 0 then 3 gives 03; a value past 59 starts again.
    private func type(_ digit: Int) {
        change { value in
            let shifted = (value % 10) * 10 + digit
            return shifted <= 59 ? shifted : digit
        }
    }

    private func change(_ update: (Int) -> Int) {
        if isSecondsFocused {
            seconds = update(seconds)
        } else {
            minutes = update(minutes)
        }
    }

    /// Draws the picker as a framed box centred in `area`, the focused field highlighted.
    public func draw(in buffer: inout ScreenBuffer, area: Rect) {
        let box = area.centered(width: 36, height: 7)
        Box.draw(box, title: "Set time", style: .accent, in: &buffer)
        let y = box.y + 3
        var x = box.x + 5
        x += buffer.write("Minutes ", x: x, y: y)
        x += field(minutes, isFocused: !isSecondsFocused, x: x, y: y, in: &buffer)
        x += buffer.write("  Seconds ", x: x, y: y)
        field(seconds, isFocused: isSecondsFocused, x: x, y: y, in: &buffer)
    }

    @discardableResult
    private func field(_ value: Int, isFocused: Bool, x: Int, y: Int, in buffer: inout ScreenBuffer) -> Int {
        let digits = value < 10 ? "0\(value)" : "\(value)"
        return buffer.write(isFocused ? ">\(digits)<" : "[\(digits)]", x: x, y: y, style: isFocused ? .selected : .bold)
    }
}
