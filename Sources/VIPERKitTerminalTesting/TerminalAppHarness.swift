import VIPERKit
import VIPERKitTerminal
import VIPERKitTesting

/// A VIPERKit app in the terminal for view tests: real modules, real terminal views and a real
/// navigator, without a terminal. Tests press keys and read the screen as a person would.
///
/// An app's harness subclasses it: it makes the navigator, the app's view factory and its module
/// factory over fakes, then hands the navigator and the views' task tracker to this initializer:
///
/// ```swift
/// final class AppHarness: TerminalAppHarness {
///     let views = TerminalViewFactory()
///     let factory: ModuleFactory
///
///     init() {
///         let navigator = TerminalNavigator(appName: "Currency Converter")
///         factory = ModuleFactory(dependencies: .fake, views: views, navigator: navigator)
///         super.init(navigator: navigator, tasks: views.tasks)
///     }
/// }
/// ```
@MainActor
open class TerminalAppHarness {
    /// The navigator the app's screens are shown in.
    public let navigator: TerminalNavigator
    /// Runs the views' async presenter calls; the harness waits for it after each key.
    public let tasks: TaskTracker
    /// Whether a screen quit the app after asking first (through ``TerminalNavigator/onQuit``).
    public private(set) var hasQuit = false
    private let changes = ChangeWaiter()

    /// A harness over `navigator`, whose views run their presenter calls on `tasks`.
    public init(navigator: TerminalNavigator, tasks: TaskTracker) {
        self.navigator = navigator
        self.tasks = tasks
        navigator.onNeedsDisplay = { [changes] in changes.changed() }
        navigator.onQuit = { [weak self] in self?.hasQuit = true }
    }

    /// Shows `screen` as the root and waits for its first load.
    public func start(with screen: any Screen) async {
        navigator.setRoot(screen)
        await settle()
    }

    /// Presses `keys` one by one, each time waiting for the work it started.
    /// - Returns: whether the app quit, at once (q, Ctrl-C) or after asking.
    @discardableResult
    public func press(_ keys: Key...) async -> Bool {
        var quits = false
        for key in keys {
            if navigator.handle(key) == .quit { quits = true }
            await settle()
        }
        return quits || hasQuit
    }

    /// Types `text` into the focused field, a key per character.
    public func type(_ text: String) async {
        for character in text { await press(.character(character)) }
    }

    /// Waits until the views' async calls have finished, or wait for an answer on screen.
    public func settle() async {
        await tasks.waitUntilIdle()
    }

    /// Waits until the screen shows `text`; for work a presenter starts on its own, or a question
    /// it waits on.
    public func waitUntilScreen(contains text: String) async {
        await changes.wait { [navigator] in navigator.renderText().contains(text) }
    }

    /// The screen as plain text, 80×24.
    public var screen: String { navigator.renderText() }

    /// The visible screen as `T`, or `nil` when it is something else.
    public func visible<T>(_ type: T.Type) -> T? { navigator.visibleScreen as? T }
}
