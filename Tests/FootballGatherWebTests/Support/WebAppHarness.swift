import FootballGather
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb

@testable import FootballGatherWeb

/// The web app wired to in-memory fake services: real modules, real web views and navigator.
/// Tests send the events a browser would (taps, typing, Enter, Escape) and read the page.
@MainActor
final class WebAppHarness {
    let accounts: FakeAccountService
    let players: FakePlayerService
    let gathers: FakeGatherService
    let settings: InMemoryKeyValueStore
    let navigator = WebNavigator(appName: "Football Gather")
    let views = WebViewFactory()
    let factory: ModuleFactory
    private let changes = ChangeWaiter()

    init(
        accounts: FakeAccountService = FakeAccountService(), players: [Player] = [], gathers: [Gather] = [],
        settings: InMemoryKeyValueStore = InMemoryKeyValueStore(), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.accounts = accounts
        self.players = FakePlayerService(players: players)
        self.gathers = FakeGatherService(gathers: gathers)
        self.settings = settings
        let dependencies = AppDependencies.fake(
            accounts: accounts, players: self.players, gathers: self.gathers, settings: settings, clock: clock)
        factory = ModuleFactory(dependencies: dependencies, views: views, navigator: navigator)
        navigator.onNeedsDisplay = { [changes] in changes.changed() }
    }

    /// Shows `screen` as the root and waits for its first load.
    func start(with screen: any Screen) async {
        navigator.setRoot(screen)
        await settle()
    }

    /// Sends `events` one by one, each time waiting for the work it started.
    /// - Returns: whether every event was used by somebody.
    @discardableResult
    func send(_ events: WebEvent...) async -> Bool {
        var isHandled = true
        for event in events {
            isHandled = navigator.handle(event) && isHandled
            await settle()
        }
        return isHandled
    }

    /// Taps the element with `data-action` `action` (and `data-value` `value`).
    @discardableResult
    func tap(_ action: String, _ value: String? = nil) async -> Bool {
        await send(.action(action, value: value))
    }

    /// Taps the element with `data-action` `action` whose `data-value` is `player`'s id.
    @discardableResult
    func tap(_ action: String, _ player: Player) async -> Bool {
        await send(.action(action, value: player.id.uuidString))
    }

    /// Types `text` into the field `name` one character at a time, as the browser reports it:
    /// each input event carries the whole value so far.
    func type(_ text: String, into name: String, after existing: String = "") async {
        var value = existing
        for character in text {
            value.append(character)
            await send(.input(name: name, value: value))
        }
    }

    /// Answers the open confirmation (or alert): Yes / OK when `yes`, No otherwise.
    func answerDialog(_ yes: Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
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

    /// Waits until the views' async calls have finished (or wait for an answer on the page).
    func settle() async {
        await views.tasks.waitUntilIdle()
    }

    /// Waits until `condition` holds; for work a presenter starts on its own (the match clock).
    func waitUntil(_ condition: @escaping () -> Bool) async {
        await changes.wait(until: condition)
    }

    /// Waits until the page shows `text` (compared as the escaped text the markup holds).
    func waitUntilPage(shows text: String) async {
        await waitUntil { [navigator] in navigator.render().html.rendered.contains(HTML.escape(text)) }
    }

    /// The page's markup, one element a line, as the golden files hold it.
    var page: String { navigator.render().html.readable }

    /// The page's markup as sent to the browser.
    var markup: String { navigator.render().html.rendered }

    /// Whether the page shows `text`, compared as the escaped text the markup holds.
    func shows(_ text: String) -> Bool { markup.contains(HTML.escape(text)) }

    /// The visible web view as `T`.
    func visible<T>(_ type: T.Type) -> T? { navigator.visibleView as? T }
}
