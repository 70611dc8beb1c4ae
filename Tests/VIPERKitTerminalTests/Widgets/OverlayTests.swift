import Testing
import VIPERKit

@testable import VIPERKitTerminal

@Suite("Dialogs: alerts and questions")
@MainActor
struct OverlayTests {
    @Test("an alert closes on Enter, Esc or Space and ignores other keys")
    func alert() {
        let overlay = AlertOverlay(.error("Boom"))
        #expect(!overlay.handle(.character("x")))
        #expect(overlay.handle(.enter))
        #expect(overlay.handle(.escape))
        #expect(overlay.handle(.character(" ")))
    }

    @Test("a question is answered by y, n, Esc, or Enter on the focused button (No first)")
    func confirmation() {
        var answers: [Bool] = []
        func ask() -> ConfirmationOverlay {
            ConfirmationOverlay(Confirmation(title: "T", message: "M")) { answers.append($0) }
        }
        #expect(ask().handle(.character("y")))
        #expect(ask().handle(.character("n")))
        #expect(ask().handle(.escape))
        #expect(ask().handle(.enter))
        let moved = ask()
        #expect(!moved.handle(.left))
        #expect(moved.handle(.enter))
        #expect(answers == [true, false, false, false, true])
    }

    @Test("a question is answered once, and cancelling answers no")
    func answeredOnce() {
        var answers: [Bool] = []
        let overlay = ConfirmationOverlay(Confirmation(title: "T", message: "M")) { answers.append($0) }
        overlay.cancel()
        _ = overlay.handle(.character("y"))
        #expect(answers == [false])
    }

    @Test("the footer wraps its hints onto several lines")
    func footerLayout() {
        let hints = (1...8).map { KeyHint("k\($0)", "Action \($0)") }
        let lines = Footer.lines(for: hints, width: 40)
        #expect(lines.map(\.count) == [3, 3, 2])
        #expect(Footer.lines(for: [], width: 40) == [])
    }
}
