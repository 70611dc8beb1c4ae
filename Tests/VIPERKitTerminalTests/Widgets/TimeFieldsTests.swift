import Testing

@testable import VIPERKitTerminal

@Suite("The time fields: minutes and seconds from the keyboard")
@MainActor
struct TimeFieldsTests {
    /// The fields as a screen's state would hold them, changed by what the widget reports.
    @MainActor
    final class Fields {
        let widget = TimeFields()
        var minutes: String
        var seconds: String

        init(minutes: String, seconds: String) {
            self.minutes = minutes
            self.seconds = seconds
        }

        @discardableResult
        func press(_ keys: Key...) -> [KeyHandling] {
            keys.map { key in
                widget.keyBindings(minutes: minutes, seconds: seconds) { [self] field, text in
                    if field == .minutes { minutes = text } else { seconds = text }
                }.run(key)
            }
        }
    }

    @Test("digits shift in from the right, and Tab gives the keys to the seconds")
    func typing() {
        let fields = Fields(minutes: "10", seconds: "00")

        fields.press(.character("0"), .character("0"), .tab, .character("0"), .character("3"))

        #expect([fields.minutes, fields.seconds] == ["00", "03"])
        #expect(fields.widget.focus == .seconds)
        fields.widget.focusMinutes()
        #expect(fields.widget.focus == .minutes)
    }

    @Test("the arrows wrap within 0–59, a digit past 59 starts again, and other keys are left to the screen")
    func range() {
        let fields = Fields(minutes: "59", seconds: "00")

        fields.press(.up)
        #expect(fields.minutes == "00")
        fields.press(.down)
        #expect(fields.minutes == "59")
        fields.press(.character("7"))
        #expect(fields.minutes == "07")
        #expect(fields.press(.character("x"), .enter) == [.ignored, .ignored])
        #expect(fields.minutes == "07")
    }

    @Test("text that is not a time counts as 0, and a number past 59 as 59")
    func oddText() {
        #expect(TimeFields.typing(4, into: "ten") == "04")
        #expect(TimeFields.stepping("75", by: 1) == "00")
        #expect(TimeFields.stepping("-3", by: -1) == "59")
    }
}
