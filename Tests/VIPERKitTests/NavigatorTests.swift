import Testing
import VIPERKit
import VIPERKitTesting

@MainActor
final class TestScreen: Screen {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
@Suite("Navigator")
struct NavigatorTests {
    @Test("Pushing stacks screens; the visible one is the top, or the presented one over it")
    func visibleScreen() {
        let list = TestScreen("list")
        let detail = TestScreen("detail")
        let dialog = TestScreen("dialog")
        let navigator = RecordingNavigator(root: list)
        #expect(navigator.visibleScreen === list)

        navigator.push(detail)
        #expect(navigator.visibleScreen === detail)
        navigator.present(dialog)
        #expect(navigator.visibleScreen === dialog)
        navigator.dismiss()
        #expect(navigator.visibleScreen === detail)
        #expect(navigator.top(as: TestScreen.self)?.name == "detail")
    }

    @Test("Popping never removes the root; pop(to:) keeps the given screen; popToRoot leaves the root")
    func popping() {
        let root = TestScreen("root")
        let second = TestScreen("second")
        let third = TestScreen("third")
        let navigator = RecordingNavigator(root: root)
        navigator.push(second)
        navigator.push(third)

        navigator.pop(to: TestScreen("not on the stack"))
        #expect(navigator.stack.count == 3)
        navigator.pop(to: second)
        #expect(navigator.stack.map { ($0 as? TestScreen)?.name } == ["root", "second"])
        navigator.push(third)
        navigator.popToRoot()
        #expect(navigator.stack.map { ($0 as? TestScreen)?.name } == ["root"])
        navigator.pop()
        #expect(navigator.stack.count == 1)
    }

    @Test("setRoot replaces the whole stack and any presented screen, and every call is recorded")
    func setRoot() {
        let login = TestScreen("login")
        let list = TestScreen("list")
        let navigator = RecordingNavigator()
        #expect(navigator.visibleScreen == nil)
        navigator.popToRoot()

        navigator.setRoot(list)
        navigator.present(TestScreen("dialog"))
        navigator.setRoot(login)

        #expect(navigator.stack.count == 1)
        #expect(navigator.visibleScreen === login)
        #expect(navigator.presented == nil)
        #expect(navigator.calls.first == .setRoot(ObjectIdentifier(list)))
        #expect(navigator.calls.last == .setRoot(ObjectIdentifier(login)))
        #expect(navigator.calls.count == 3)
    }

    @Test("A popped screen is released by the navigator")
    func release() {
        let navigator = RecordingNavigator(root: TestScreen("root"))
        var pushed: TestScreen? = TestScreen("pushed")
        let reference = WeakReference(pushed!)
        navigator.push(pushed!)
        pushed = nil
        #expect(!reference.isReleased)

        navigator.pop()
        #expect(reference.isReleased)
    }
}
