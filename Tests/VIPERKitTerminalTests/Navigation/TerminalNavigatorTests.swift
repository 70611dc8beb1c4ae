import Testing
import VIPERKit
import VIPERKitTesting

@testable import VIPERKitTerminal

@Suite("Terminal navigator: the screen stack, lifecycle, keys and drawing")
@MainActor
struct TerminalNavigatorTests {
    let tasks = TaskTracker()
    let navigator = TerminalNavigator(appName: "Football Gather")

    private func stub(_ name: String, handling keys: Set<Key> = []) -> StubView {
        StubView(name, tasks: tasks, handling: keys)
    }

    private var stackNames: [String] {
        navigator.stack.compactMap { ($0 as? StubView)?.name }
    }

    @Test("setRoot, push, pop and pop(to:) keep the stack; pop never removes the root")
    func stack() {
        let login = stub("Login")
        let list = stub("List")
        let detail = stub("Detail")
        let edit = stub("Edit")
        navigator.setRoot(login)
        navigator.pop()
        #expect(stackNames == ["Login"])
        navigator.setRoot(list)
        navigator.push(detail)
        navigator.push(edit)
        #expect(stackNames == ["List", "Detail", "Edit"])
        navigator.pop()
        #expect(stackNames == ["List", "Detail"])
        navigator.push(edit)
        navigator.pop(to: list)
        #expect(stackNames == ["List"])
        navigator.pop(to: login)
        #expect(stackNames == ["List"])
    }

    @Test("a screen gets viewDidLoad once, viewWillAppear each time it shows, viewDidDisappear when covered")
    func lifecycle() async {
        let list = stub("List")
        let detail = stub("Detail")
        navigator.setRoot(list)
        await tasks.waitUntilIdle()
        navigator.push(detail)
        await tasks.waitUntilIdle()
        navigator.pop()
        await tasks.waitUntilIdle()
        #expect(list.recorder.events == ["didLoad", "willAppear", "didDisappear", "willAppear"])
        #expect(detail.recorder.events == ["didLoad", "willAppear", "didDisappear"])
    }

    @Test("a presented screen covers the stack until dismissed")
    func presentation() async {
        let list = stub("List")
        let modal = stub("Modal")
        navigator.setRoot(list)
        navigator.present(modal)
        #expect(navigator.visibleView === modal)
        #expect(navigator.handle(.escape) == .handled)
        #expect(navigator.presented == nil)
        await tasks.waitUntilIdle()
        #expect(list.recorder.events == ["didLoad", "willAppear", "didDisappear", "willAppear"])
        navigator.dismiss()
        #expect(navigator.visibleView === list)
    }

    @Test("screens that leave the stack are released")
    func release() async {
        navigator.setRoot(stub("List"))
        var detail: StubView? = stub("Detail")
        let reference = WeakReference(detail!)
        navigator.push(detail!)
        detail = nil
        await tasks.waitUntilIdle()
        navigator.pop()
        #expect(reference.isReleased)
    }

    @Test("keys go to the visible screen first; ignored Esc goes back, ignored q quits only at the root")
    func keys() {
        let list = stub("List", handling: [.character("a")])
        let detail = stub("Detail")
        navigator.setRoot(list)
        #expect(navigator.handle(.character("a")) == .handled)
        #expect(navigator.handle(.escape) == .handled)
        navigator.push(detail)
        #expect(navigator.handle(.character("q")) == .handled)
        #expect(navigator.visibleView === detail)
        #expect(navigator.handle(.escape) == .handled)
        #expect(navigator.visibleView === list)
        #expect(navigator.handle(.character("q")) == .quit)
        #expect(list.keys == [.character("a"), .escape, .character("q")])
        #expect(detail.keys == [.character("q"), .escape])
    }

    @Test("Ctrl-C quits from any screen, before the screen sees it")
    func interrupt() {
        let list = stub("List")
        navigator.setRoot(list)
        navigator.push(stub("Detail"))
        #expect(navigator.handle(.interrupt) == .quit)
        #expect(list.keys.isEmpty)
    }

    @Test("a screen may ask before Ctrl-C quits: no keeps it, yes quits through onQuit")
    func interruptAskedFirst() {
        var quits = 0
        navigator.onQuit = { quits += 1 }
        navigator.setRoot(stub("List"))
        let gather = stub("Gather")
        gather.asksBeforeQuitting = true
        navigator.push(gather)
        #expect(navigator.handle(.interrupt) == .handled)
        #expect(navigator.renderText().contains("Quit the app?"))
        #expect(navigator.handle(.character("n")) == .handled)
        #expect(quits == 0)
        #expect(navigator.handle(.interrupt) == .handled)
        #expect(navigator.handle(.character("y")) == .handled)
        #expect(quits == 1)
    }

    @Test("while a screen loads, Esc cancels its running calls instead of going back")
    func escapeCancelsLoading() async {
        navigator.setRoot(stub("List"))
        let detail = stub("Detail")
        navigator.push(detail)
        let (never, ending) = AsyncStream.makeStream(of: Void.self)
        var wasCancelled = false
        tasks.run {
            for await _ in never {}
            wasCancelled = Task.isCancelled
        }
        detail.isLoading = true
        #expect(navigator.keyHints == [KeyHint("Esc", "Cancel"), KeyHint("Ctrl-C", "Quit")])
        #expect(navigator.handle(.escape) == .handled)
        await tasks.waitUntilIdle()
        #expect(wasCancelled)
        #expect(navigator.visibleView === detail)
        ending.finish()
    }

    @Test("a screen that handles Esc itself is not popped")
    func escapeHandledByScreen() {
        navigator.setRoot(stub("List"))
        let gather = stub("Gather", handling: [.escape])
        navigator.push(gather)
        #expect(navigator.handle(.escape) == .handled)
        #expect(navigator.visibleView === gather)
    }

    @Test("a question open on a screen that leaves the stack is answered no, so nobody waits forever")
    func questionOnRemovedScreen() async {
        navigator.setRoot(stub("List"))
        let detail = stub("Detail")
        navigator.push(detail)
        var answer: Bool?
        tasks.run { answer = await detail.ask(Confirmation(title: "Leave", message: "Sure?")) }
        await tasks.waitUntilIdle()
        #expect(detail.isBlockingInput)
        navigator.pop()
        await tasks.waitUntilIdle()
        #expect(answer == false)
    }

    @Test("the root screen is drawn with its title bar and a footer ending in Quit")
    func drawRoot() {
        navigator.setRoot(stub("List"))
        GoldenFile.check(navigator.renderText(), named: "Navigator-root")
    }

    @Test("a pushed screen's footer ends in Back; an alert takes over the footer")
    func drawPushed() {
        navigator.setRoot(stub("List"))
        let detail = stub("Detail")
        navigator.push(detail)
        GoldenFile.check(navigator.renderText(), named: "Navigator-pushed")
        detail.show(.error("Unable to create player. Please try again."))
        GoldenFile.check(navigator.renderText(), named: "Navigator-alert")
        #expect(navigator.handle(.enter) == .handled)
        #expect(!detail.isBlockingInput)
    }

    @Test("a notice is drawn above the footer of any screen, asks for a redraw, and leaves once cleared")
    func notice() {
        var redraws = 0
        navigator.onNeedsDisplay = { redraws += 1 }
        navigator.setRoot(stub("List"))
        let plain = navigator.renderText()
        redraws = 0
        navigator.notice = "Live updates paused: cannot reach 127.0.0.1:8080; trying again in 4 s."
        navigator.notice = "Live updates paused: cannot reach 127.0.0.1:8080; trying again in 4 s."
        #expect(redraws == 1)
        GoldenFile.check(navigator.renderText(), named: "Navigator-notice")
        navigator.push(stub("Detail"))
        #expect(
            navigator.renderText(width: 40, height: 12).split(separator: "\n").suffix(4).map(String.init) == [
                " Live updates paused: cannot reach", " 127.0.0.1:8080; trying again in 4 s.",
                String(repeating: "─", count: 40), " x Do it  Esc Back",
            ])
        navigator.pop()
        redraws = 0
        navigator.notice = nil
        #expect(redraws == 1)
        #expect(navigator.renderText() == plain)
    }

    @Test("a terminal smaller than 40×12 shows what size is needed instead of the screen")
    func tooSmall() {
        navigator.setRoot(stub("List"))
        #expect(navigator.renderText(width: 30, height: 5) == "Please make the terminal at\nleast 40×12.\n\n\n")
        #expect(navigator.renderText(width: 0, height: 0) == "")
    }

    @Test("an empty navigator draws its title bar and offers Quit")
    func empty() {
        #expect(navigator.renderText(width: 40, height: 12).hasPrefix(" Football Gather"))
        #expect(navigator.handle(.character("q")) == .quit)
    }
}
