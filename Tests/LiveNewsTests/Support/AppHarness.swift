import Foundation
import LiveNews
import VIPERKit
import VIPERKitTesting

@testable import LiveNews

/// A module factory wired to recording views, a recording navigator and a fake news source.
@MainActor
final class AppHarness {
    /// The time the tests call "now": 24 Nov 2026, 10:00 UTC.
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_514_400)

    let navigator = RecordingNavigator()
    let views = RecordingViewFactory()
    let source: FakeNewsSource
    let links: RecordingLinkOpener
    let factory: ModuleFactory

    init(source: FakeNewsSource = FakeNewsSource(articles: []), links: RecordingLinkOpener = RecordingLinkOpener()) {
        self.source = source
        self.links = links
        let dependencies = NewsDependencies(
            source: source, links: links, now: { AppHarness.now }, timeZone: TimeZone(identifier: "UTC")!)
        factory = ModuleFactory(dependencies: dependencies, views: views, navigator: navigator)
    }
}
