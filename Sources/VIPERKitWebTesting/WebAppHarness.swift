import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb

/// A web app in a test: real modules, real web views and a real ``WebNavigator``, without a
/// browser. Tests send the events a browser would (taps, typing, Enter, Escape), wait for the work
/// they start, and read the page. An app's harness subclasses it, wiring its modules to fakes.
@MainActor
open class WebAppHarness {
    /// The tab's screens.
    public let navigator: WebNavigator
    /// Runs the views' async presenter calls.
    public let tasks: TaskTracker
    private let changes = ChangeWaiter()

    /// - Parameters:
    ///   - navigator: the navigator the app's module factory builds into.
    ///   - tasks: the tracker of the app's web views (its `WebViewFactory`'s).
    public init(navigator: WebNavigator, tasks: TaskTracker) {
        self.navigator = navigator
        self.tasks = tasks
        navigator.onNeedsDisplay = { [changes] in changes.changed() }
    }

    /// Shows `screen` as the root and waits for its first load.
    public func start(with screen: any Screen) async {
        navigator.setRoot(screen)
        await settle()
    }

    /// Sends `events` one by one, each time waiting for the work it started.
    /// - Returns: whether every event was used by somebody.
    @discardableResult
    public func send(_ events: WebEvent...) async -> Bool {
        var isHandled = true
        for event in events {
            isHandled = navigator.handle(event) && isHandled
            await settle()
        }
        return isHandled
    }

    /// Taps the element with `data-action` `action` (and `data-value` `value`).
    @discardableResult
    public func tap(_ action: String, _ value: String? = nil) async -> Bool {
        await send(.action(action, value: value))
    }

    /// Types `text` into the field `name` one character at a time, as the browser reports it:
    /// each input event carries the whole value so far.
    public func type(_ text: String, into name: String, after existing: String = "") async {
        var value = existing
        for character in text {
            value.append(character)
            await send(.input(name: name, value: value))
        }
    }

    /// Answers the open confirmation (or alert): Yes / OK when `yes`, No otherwise.
    public func answerDialog(_ yes: Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
        let markup = navigator.render().html.rendered
        let actions = yes ? ["dialog-yes", "dialog-ok"] : ["dialog-no"]
        for action in actions {
            let prefix = "data-action=\"\(action)\" data-value=\""
            guard let start = markup.range(of: prefix)?.upperBound,
                let end = markup[start...].firstIndex(of: "\"")
            else { continue }
            await send(.action(action, value: String(markup[start..<end])))
            return
        }
        Issue.record("No dialog on the page to answer \(yes ? "yes" : "no")", sourceLocation: sourceLocation)
    }

    /// Waits until the views' async calls have finished.
    public func settle() async {
        await tasks.waitUntilIdle()
    }

    /// Waits until `condition` holds; for work a presenter starts on its own (a clock, say).
    public func waitUntil(_ condition: @escaping () -> Bool) async {
        await changes.wait(until: condition)
    }

    /// Waits until `condition` holds for a change that draws nothing new, such as a running clock's
    /// tick (the page counts it by itself), which no redraw announces: the app's tasks run between
    /// checks. Returns when the test's time limit cancels it, too.
    public func yieldUntil(_ condition: () -> Bool) async {
        while !condition(), !Task.isCancelled { await Task.yield() }
    }

    /// Waits until the page shows `text` (compared as the escaped text the markup holds).
    public func waitUntilPage(shows text: String) async {
        await waitUntil { [navigator] in navigator.render().html.rendered.contains(HTML.escape(text)) }
    }

    /// The page's markup, one element a line, as the golden files hold it.
    public var page: String { navigator.render().html.readable }

    /// The page's markup as sent to the browser.
    public var markup: String { navigator.render().html.rendered }

    /// Whether the page shows `text`, compared as the escaped text the markup holds.
    public func shows(_ text: String) -> Bool { markup.contains(HTML.escape(text)) }

    /// The visible web view as `T`.
    public func visible<T>(_ type: T.Type) -> T? { navigator.visibleView as? T }
}
