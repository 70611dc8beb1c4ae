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
