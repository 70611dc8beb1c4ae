import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverter

/// A recording Main view (see ``RecordingView``).
final class RecordingMainView: RecordingView<MainViewState>, MainView {
    var presenter: (any MainPresenting)?
}

/// Records where the Main presenter navigates.
@MainActor
final class RecordingMainRouter: MainRouting {
    enum Route: Equatable {
        case about
    }

    private(set) var routes: [Route] = []

    func showAbout() { routes.append(.about) }
}

extension RecordingViewFactory {
    /// A recording Main view, for ``ModuleFactory/makeMain()``.
    func makeMainView() -> any MainView { record(RecordingMainView()) }
}

extension MainPresenter {
    /// A presenter over the real interactor, dating live rates by `clock` and showing dates in UTC.
    static func make(
        view: RecordingMainView, rates: FakeRatesService, settings: any SettingsStore = InMemorySettingsStore(),
        cache: (any RatesCache)? = nil, clock: TestClock = TestClock(),
        router: RecordingMainRouter = RecordingMainRouter()
    ) -> MainPresenter {
        MainPresenter(
            view: view,
            interactor: MainInteractor(rates: rates, settings: settings, cache: cache, now: { clock.now }),
            router: router, timeZone: TestClock.utc)
    }
}

/// A suite that runs Main's presenter over its own recording view, rates and settings.
@MainActor
protocol MainPresenterSuite {
    var view: RecordingMainView { get }
    var rates: FakeRatesService { get }
    var settings: InMemorySettingsStore { get }
}

extension MainPresenterSuite {
    /// The presenter over the suite's view, rates and settings, once its screen has loaded.
    func loadedPresenter() async -> MainPresenter {
        let presenter = MainPresenter.make(view: view, rates: rates, settings: settings)
        await presenter.viewDidLoad()
        return presenter
    }
}
