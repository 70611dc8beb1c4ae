import Foundation
import LiveNews
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import LiveNewsWeb

/// LiveNews's web app over a fake news source, at a fixed time in UTC (see ``WebAppHarness``).
@MainActor
final class NewsWebHarness: WebAppHarness {
    /// The time the ages are counted from: 26 November 2026, 10:00 UTC.
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_687_200)

    let source: FakeNewsSource
    let factory: ModuleFactory

    init(source: FakeNewsSource) {
        self.source = source
        let navigator = WebNavigator(appName: "LiveNews")
        let views = WebViewFactory()
        factory = ModuleFactory(
            dependencies: NewsDependencies(
                source: source, links: PageLinkOpener(), now: { Self.now }, timeZone: TimeZone(identifier: "UTC")!),
            views: views, navigator: navigator)
        super.init(navigator: navigator, tasks: views.tasks)
    }

    /// Shows the headlines as the root and waits for the first fetch.
    func start() async {
        await start(with: factory.makeNewsList())
    }
}

/// Articles the tests show.
enum Stories {
    static let cycleLanes = Article(
        title: "City council approves new cycle lanes", source: "Town Times", author: "Maria Jensen",
        summary: "Four kilometres of protected lanes.\nWork starts in spring.", url: "https://example.com/cycle-lanes",
        imageURL: "https://example.com/cycle-lanes.jpg", publishedAt: NewsWebHarness.now.addingTimeInterval(-7200))
    static let final = Article(
        title: "Local team wins the <final> & the cup", source: "Sport Daily",
        summary: "\"Best night ever\", said the captain.", url: "javascript:alert(1)",
        imageURL: "http://insecure.example/final.jpg", publishedAt: NewsWebHarness.now.addingTimeInterval(-300))
    static let library = Article(title: "Library extends its hours", source: "Town Times")

    static let all = [cycleLanes, final, library]
}
