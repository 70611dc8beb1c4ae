import VIPERKit
import VIPERKitTesting
import VIPERKitWeb

/// A one-screen app for the kit's tests: a counter per tab, a greeting per browser.
@MainActor
final class CounterApp: WebApp {
    nonisolated let appName = "Counter"
    private(set) var startedTabs: [String] = []
    private(set) var browsersMade = 0
    /// The handles of the browsers made, in order.
    private(set) var handles: [WebBrowserHandle] = []
    /// The greeting of browsers made from now on.
    var greeting = "Hello"

    final class Browser {
        var greeting = "Hello"
    }

    func makeBrowser(_ handle: WebBrowserHandle) -> Browser {
        browsersMade += 1
        handles.append(handle)
        let browser = Browser()
        browser.greeting = greeting
        return browser
    }

    func start(_ tab: WebTab, in browser: Browser) {
        startedTabs.append(tab.id)
        let view = CounterView(tasks: tab.tasks, greeting: browser.greeting)
        tab.navigator.setRoot(view)
    }
}

/// Shows a count; "increment" adds one, "push" opens another counter, "ask" asks a question,
/// "slow-load" loads for the value's milliseconds (300 by default), "record-origin" records the
/// origin its work runs under.
@MainActor
final class CounterView: WebView {
    let greeting: String
    private(set) var count = 0
    private(set) var answers: [Bool] = []
    /// The ``EventOrigin`` of each "record-origin" tap's work, in order.
    private(set) var origins: [String?] = []
    var handlesBackItself = false
    private(set) var backRequests = 0
    let lifecycle = LifecycleLog()

    init(tasks: TaskTracker, greeting: String) {
        self.greeting = greeting
        super.init(tasks: tasks)
    }

    override var title: String { "Count \(count)" }
    override var screenName: String { "counter" }
    override var lifecycleTarget: (any LifecycleForwarding)? { lifecycle }

    override func renderContent() -> HTML {
        .element("div", []) {
            HTML.paragraph("\(greeting): \(count)")
            HTML.button("Add one", action: "increment", style: .primary)
        }
    }

    override func handleContentEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .action("increment", _):
            count += 1
        case .action("push", _):
            pushed?()
        case .action("record-origin", _):
            tasks.run { [weak self] in self?.origins.append(EventOrigin.current) }
        case .action("slow-load", let seconds):
            isLoading = true
            tasks.run { [weak self] in
                try? await Task.sleep(for: .milliseconds(Int(seconds ?? "") ?? 300))
                self?.isLoading = false
                self?.setNeedsDisplay()
            }
        case .action("ask", _):
            tasks.run { [weak self] in
                guard let self else { return }
                let answer = await ask(Confirmation(title: "Sure?", message: "Really?"))
                answers.append(answer)
            }
        default:
            return false
        }
        return true
    }

    /// Called for the "push" action.
    var pushed: (() -> Void)?

    override func handleBack() -> Bool {
        backRequests += 1
        return handlesBackItself
    }
}

/// Records the lifecycle events a view forwards.
@MainActor
final class LifecycleLog: LifecycleForwarding {
    private(set) var events: [String] = []
    func viewDidLoad() async { events.append("load") }
    func viewWillAppear() async { events.append("appear") }
    func viewDidDisappear() { events.append("disappear") }
}

/// A connection that keeps what it was sent.
@MainActor
final class RecordingConnection: WebConnection {
    private(set) var pages: [WebPage] = []
    private(set) var isClosed = false
    /// Told of every page sent, for tests that wait for one.
    let changes = ChangeWaiter()

    private(set) var messages: [WebControlMessage] = []
    private(set) var closeCode: UInt16?

    func send(_ page: WebPage) {
        pages.append(page)
        changes.changed()
    }
    func send(_ message: WebControlMessage) { messages.append(message) }
    func close() { isClosed = true }
    func close(code: UInt16) {
        isClosed = true
        closeCode = code
    }
}
