import Foundation
import LiveNews
import VIPERKit

@testable import LiveNewsTerminal
@testable import VIPERKitTerminal

/// LiveNews in the terminal with a fake news source: real modules, real terminal views and
/// navigator. Tests press keys and read the screen as a person would.
@MainActor
final class NewsHarness {
    /// The time the tests call "now": 24 Nov 2026, 10:00 UTC.
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_514_400)

    let source: FakeNewsSource
    let navigator = TerminalNavigator(appName: LiveNewsTerminalLoader.appName)
    let views = TerminalViewFactory()
    let factory: ModuleFactory
    private var waiters: [(condition: () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    init(source: FakeNewsSource) {
        self.source = source
        let dependencies = NewsDependencies(
            source: source, now: { NewsHarness.now }, timeZone: TimeZone(identifier: "UTC")!)
        factory = ModuleFactory(dependencies: dependencies, views: views, navigator: navigator)
        navigator.onNeedsDisplay = { [weak self] in self?.changed() }
    }

    /// Shows the headlines as the root and waits for their first load.
    func start() async {
        navigator.setRoot(factory.makeNewsList())
        await settle()
    }

    /// Presses `keys` one by one, each time waiting for the work it started.
    func press(_ keys: Key...) async {
        for key in keys {
            _ = navigator.handle(key)
            await settle()
        }
    }

    /// Waits until the views' async calls have finished.
    func settle() async {
        await views.tasks.waitUntilIdle()
    }

    /// Waits until the screen shows `text`; for a question the presenter is waiting on.
    func waitUntilScreen(contains text: String) async {
        let condition = { [navigator] in navigator.renderText().contains(text) }
        guard !condition() else { return }
        await withCheckedContinuation { waiters.append((condition, $0)) }
    }

    /// The screen as plain text, 80×24.
    var screen: String { navigator.renderText() }

    private func changed() {
        var waiting: [(condition: () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
        for waiter in waiters {
            if waiter.condition() { waiter.continuation.resume() } else { waiting.append(waiter) }
        }
        waiters = waiting
    }
}

/// Articles the terminal tests show, dated relative to ``NewsHarness/now``.
enum Headlines {
    static let all = [
        Article(
            title: "City council approves new cycle lanes along the river", source: "LiveNews Sample",
            author: "Maria Jensen",
            summary:
                "Four kilometres of protected lanes will connect the old town with the university campus by next spring.",
            url: "https://example.com/livenews/cycle-lanes", publishedAt: NewsHarness.now.addingTimeInterval(-2 * 3600)),
        Article(
            title: "Local team wins the regional five-a-side final", source: "LiveNews Sample",
            publishedAt: NewsHarness.now.addingTimeInterval(-14 * 60)),
        Article(title: "Library extends its opening hours during exam season", source: "Town Times"),
    ]
}
