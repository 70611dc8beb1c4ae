import Testing
import VIPERKit

@testable import VIPERKitTerminal

@Suite("Run loop: keys in, frames out, until the user quits")
@MainActor
struct TerminalRunLoopTests {
    let tasks = TaskTracker()
    let navigator = TerminalNavigator(appName: "Football Gather")
    var output: [String] = []

    private func makeLoop(size: TerminalSize = .standard) -> (TerminalRunLoop, OutputLog) {
        let log = OutputLog()
        let loop = TerminalRunLoop(
            navigator: navigator, size: size,
            capabilities: TerminalCapabilities(usesColor: false, usesAttributes: false),
            write: { log.writes.append($0) })
        return (loop, log)
    }

    @Test("the first frame is drawn at start; Ctrl-C ends the loop")
    func quitWithControlC() async {
        navigator.setRoot(StubView("List", tasks: tasks))
        let (loop, log) = makeLoop()
        loop.eventSink.yield(.key(.interrupt))
        await loop.run()
        #expect(log.writes.count == 1)
        #expect(log.writes.first?.hasPrefix(ANSI.clearScreen) == true)
        #expect(log.writes.first?.contains("This is List.") == true)
    }

    @Test("a screen that asks before quitting ends the loop only once the user says yes")
    func quitAfterQuestion() async {
        let gather = StubView("Gather", tasks: tasks)
        gather.asksBeforeQuitting = true
        navigator.setRoot(gather)
        let (loop, _) = makeLoop()
        for key in [Key.interrupt, .character("n"), .interrupt, .character("y")] {
            loop.eventSink.yield(.key(key))
        }
        await loop.run()
        #expect(gather.quitQuestions == 2)
    }

    @Test("q on the root screen ends the loop; a key the screen uses redraws only what changed")
    func keysAndRedraws() async {
        let list = StubView("List", tasks: tasks, handling: [.character("x")])
        navigator.setRoot(list)
        let (loop, log) = makeLoop()
        loop.eventSink.yield(.key(.character("x")))
        loop.eventSink.yield(.key(.character("q")))
        await loop.run()
        #expect(list.keys == [.character("x"), .character("q")])
        #expect(log.writes.count == 1)
    }

    @Test("a resize redraws the whole screen at the new size; end of input ends the loop")
    func resize() async {
        navigator.setRoot(StubView("List", tasks: tasks))
        let (loop, log) = makeLoop()
        loop.eventSink.yield(.resize(TerminalSize(width: 50, height: 15)))
        loop.eventSink.yield(.endOfInput)
        await loop.run()
        #expect(log.writes.count == 2)
        #expect(log.writes.last?.hasPrefix(ANSI.clearScreen) == true)
        #expect(log.writes.last?.contains(ANSI.moveCursor(row: 14, column: 0)) == true)
    }

    @Test("a view that changes asks for one redraw, drawn after the waiting events")
    func viewChange() async {
        let list = StubView("List", tasks: tasks)
        navigator.setRoot(list)
        let (loop, log) = makeLoop()
        list.show(.error("Boom"))
        list.show(.error("Boom again"))
        loop.eventSink.yield(.key(.interrupt))
        await loop.run()
        #expect(log.writes.count == 1)
        #expect(log.writes.first?.contains("Boom") == true)
    }
}
