import FootballGather
import FootballGatherTestSupport
import Foundation
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

/// The terminal app wired to in-memory fake services: real modules, real terminal views and
/// navigator. Tests press keys and read the screen as a person would.
@MainActor
final class AppHarness {
    let accounts: FakeAccountService
    let players: FakePlayerService
    let gathers: FakeGatherService
    let settings: InMemoryKeyValueStore
    let navigator = TerminalNavigator(appName: FootballGatherTerminalLoader.appName)
    let views = TerminalViewFactory()
    let factory: ModuleFactory
    private let changes = ChangeWaiter()
    /// Whether a screen quit the app after asking first.
    private(set) var hasQuit = false

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
        navigator.onQuit = { [weak self] in self?.hasQuit = true }
    }

    /// Shows `screen` as the root and waits for its first load.
    func start(with screen: any Screen) async {
        navigator.setRoot(screen)
        await settle()
    }

    /// Presses `keys` one by one, each time waiting for the work it started.
    /// - Returns: whether the app quit, at once or after asking.
    @discardableResult
    func press(_ keys: Key...) async -> Bool {
        var quits = false
        for key in keys {
            if navigator.handle(key) == .quit { quits = true }
            await settle()
        }
        return quits || hasQuit
    }

    /// Types `text` into the focused field.
    func type(_ text: String) async {
        for character in text { await press(.character(character)) }
    }

    /// Waits until the views' async calls have finished (or wait for an answer on screen).
    func settle() async {
        await views.tasks.waitUntilIdle()
    }

    /// Waits until the screen shows `text`; for work a presenter starts on its own.
    func waitUntilScreen(contains text: String) async {
        await changes.wait { [navigator] in navigator.renderText().contains(text) }
    }

    /// The screen as plain text, 80×24.
    var screen: String { navigator.renderText() }

    /// The visible terminal view as `T`.
    func visible<T>(_ type: T.Type) -> T? { navigator.visibleScreen as? T }
}
