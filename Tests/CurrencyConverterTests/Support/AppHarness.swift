import CurrencyConverter
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverter

/// A module factory wired to recording views, a recording navigator and in-memory services.
@MainActor
final class AppHarness {
    let navigator = RecordingNavigator()
    let views = RecordingViewFactory()
    let rates: FakeRatesService
    let settings: InMemorySettingsStore
    let links: RecordingLinkOpener
    let factory: ModuleFactory

    init(
        rates: FakeRatesService = FakeRatesService(), settings: InMemorySettingsStore = InMemorySettingsStore(),
        links: RecordingLinkOpener = RecordingLinkOpener()
    ) {
        self.rates = rates
        self.settings = settings
        self.links = links
        factory = ModuleFactory(
            dependencies: AppDependencies(rates: rates, settings: settings, links: links), views: views,
            navigator: navigator)
    }
}
