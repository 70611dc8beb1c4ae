import Foundation
import LiveNews
import VIPERKit
import VIPERKitTerminalTesting
import VIPERKitTesting

@testable import LiveNewsTerminal
@testable import VIPERKitTerminal

/// LiveNews in the terminal with a fake news source (see ``TerminalAppHarness``).
final class NewsHarness: TerminalAppHarness {
    /// The time the tests call "now": 24 Nov 2026, 10:00 UTC.
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_514_400)

    let source: FakeNewsSource
    let links: RecordingLinkOpener
    let views: TerminalViewFactory
    let factory: ModuleFactory

    init(source: FakeNewsSource, links: RecordingLinkOpener = RecordingLinkOpener()) {
        self.source = source
        self.links = links
        let navigator = TerminalNavigator(appName: LiveNewsTerminalLoader.appName)
        let views = TerminalViewFactory()
        self.views = views
        let dependencies = NewsDependencies(
            source: source, links: links, now: { NewsHarness.now }, timeZone: TimeZone(identifier: "UTC")!)
        factory = ModuleFactory(dependencies: dependencies, views: views, navigator: navigator)
        super.init(navigator: navigator, tasks: views.tasks)
    }

    /// Shows the headlines as the root and waits for their first load.
    func start() async {
        await start(with: factory.makeNewsList())
    }
}

/// Articles the terminal tests show, dated relative to ``NewsHarness/now``.
enum TerminalArticles {
    static let all = [
        Article(
            title: "City council approves new cycle lanes along the river", source: "LiveNews Sample",
            author: "Maria Jensen",
            summary:
                "Four kilometres of protected lanes will connect the old town with the university campus by next spring.",
            url: "https://example.com/livenews/cycle-lanes", imageURL: "https://example.com/livenews/cycle-lanes.jpg",
            publishedAt: NewsHarness.now.addingTimeInterval(-2 * 3600)),
        Article(
            title: "Local team wins the regional five-a-side final", source: "LiveNews Sample",
            summary: "A late goal settled a final that had been level for most of the second half.\nMore on page 2.",
            publishedAt: NewsHarness.now.addingTimeInterval(-14 * 60)),
        Article(title: "Library extends its opening hours during exam season", source: "Town Times"),
    ]
}
