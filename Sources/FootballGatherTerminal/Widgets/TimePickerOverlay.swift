/// Chooses minutes and seconds (each 0–59) for the match clock: digits type, arrows change,
/// Enter sets, Esc cancels.
@MainActor
final class TimePickerOverlay: Overlay {
    private(set) var minutes: Int
    private(set) var seconds: Int
    /// Whether the seconds (rather than the minutes) receive the keys.
    private(set) var isSecondsFocused = false
    private let onSet: (_ minutes: Int, _ seconds: Int) -> Void

    init(minutes: Int, seconds: Int, onSet: @escaping (_ minutes: Int, _ seconds: Int) -> Void) {
        self.minutes = min(max(0, minutes), 59)
        self.seconds = min(max(0, seconds), 59)
        self.onSet = onSet
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("0-9", "Type"), KeyHint("↑↓", "Change"), KeyHint("Tab", "Minutes/seconds"), KeyHint("Enter", "Set"),
            KeyHint("Esc", "Cancel"),
        ]
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .enter:
            onSet(minutes, seconds)
            return true
        case .escape:
            return true
        case .tab, .backTab, .left, .right:
            isSecondsFocused.toggle()
        case .up:
            change { ($0 + 1) % 60 }
        case .down:
            change { ($0 + 59) % 60 }
        case .character(let character):
            guard let digit = character.wholeNumberValue, character.isASCII else { return false }
            // Digits shift in from the right: typing 0 then 3 gives 03; a value past 59 starts again.
            change { value in
                let shifted = (value % 10) * 10 + digit
                return shifted <= 59 ? shifted : digit
            }
        default:
            break
        }
        return false
    }

    private func change(_ update: (Int) -> Int) {
        if isSecondsFocused {
            seconds = update(seconds)
        } else {
            minutes = update(minutes)
        }
    }

    func draw(in buffer: inout ScreenBuffer, area: Rect) {
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
