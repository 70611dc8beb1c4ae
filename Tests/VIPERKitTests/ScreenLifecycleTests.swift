import Testing
import VIPERKit

/// A screen that logs what its navigator tells it, and forwards its lifecycle to a presenter.
@MainActor
private final class LoggingScreen: NavigatedScreen, LifecycleForwarding {
    let name: String
    let log: Log
    let tasks: TaskTracker
    private var lifecycle = LifecycleRelay()

    init(_ name: String, log: Log, tasks: TaskTracker) {
        self.name = name
        self.log = log
        self.tasks = tasks
    }

    func screenWillAppear() {
        log.events.append("\(name) appears")
        lifecycle.willAppear(self, tasks: tasks)
    }

    func screenDidDisappear() {
        log.events.append("\(name) disappears")
        lifecycle.didDisappear(self, tasks: tasks)
    }

    func screenDidLeaveNavigator() { log.events.append("\(name) leaves") }

    func viewDidLoad() async { log.events.append("\(name): viewDidLoad") }
    func viewWillAppear() async { log.events.append("\(name): viewWillAppear") }
    func viewDidDisappear() { log.events.append("\(name): viewDidDisappear") }
}

@MainActor
private final class Log {
    var events: [String] = []
}

/// A navigator that records which screens it adopted.
@MainActor
private final class StackNavigator: ScreenStackNavigator {
    private(set) var adopted: [String] = []

    override func adopt(_ screen: any NavigatedScreen) {
        adopted.append((screen as? LoggingScreen)?.name ?? "?")
    }
}

@Suite("Screen lifecycle: what a navigator tells its screens, and what reaches the presenter")
@MainActor
struct ScreenLifecycleTests {
    @Test("Push, present, dismiss and pop tell each screen in order; the presenter loads once")
    func order() async {
        let log = Log()
        let tasks = TaskTracker()
        let navigator = StackNavigator()
        let list = LoggingScreen("list", log: log, tasks: tasks)
        navigator.setRoot(list)
        await tasks.waitUntilIdle()
        navigator.push(LoggingScreen("detail", log: log, tasks: tasks))
        await tasks.waitUntilIdle()
        navigator.present(LoggingScreen("alert", log: log, tasks: tasks))
        await tasks.waitUntilIdle()
        navigator.dismiss()
        navigator.pop()
        await tasks.waitUntilIdle()

        #expect(
            log.events == [
                "list appears", "list: viewDidLoad", "list: viewWillAppear",
                "list disappears", "detail appears", "list: viewDidDisappear", "detail: viewDidLoad",
                "detail: viewWillAppear",
                "detail disappears", "alert appears", "detail: viewDidDisappear", "alert: viewDidLoad",
                "alert: viewWillAppear",
                "alert disappears", "alert leaves", "detail appears", "detail disappears", "detail leaves",
                "list appears", "alert: viewDidDisappear", "detail: viewWillAppear", "detail: viewDidDisappear",
                "list: viewWillAppear",
            ])
        #expect(navigator.adopted.first == "list")
    }
}
