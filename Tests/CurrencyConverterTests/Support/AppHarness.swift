import CurrencyConverter
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverter

/// A module factory wired to recording views, a recording navigator, in-memory services and a
/// clock standing at 26 November 2026, 09:30 UTC.
@MainActor
final class AppHarness {
    let navigator = RecordingNavigator()
    let views = RecordingViewFactory()
    let rates: FakeRatesService
    let settings: InMemorySettingsStore
    let links: RecordingLinkOpener
    let cache = InMemoryRatesCache()
    let clock = TestClock()
    let factory: ModuleFactory

    init(
        rates: FakeRatesService = FakeRatesService(), settings: InMemorySettingsStore = InMemorySettingsStore(),
        links: RecordingLinkOpener = RecordingLinkOpener()
    ) {
        self.rates = rates
        self.settings = settings
        self.links = links
        factory = ModuleFactory(
            dependencies: AppDependencies(
                rates: rates, settings: settings, links: links, ratesCache: cache, now: { [clock] in clock.now },
                timeZone: TestClock.utc),
            views: views, navigator: navigator)
    }
}
