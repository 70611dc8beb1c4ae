import VIPERKit

@testable import CurrencyConverter

/// Records every state the Main presenter renders and every alert it shows.
@MainActor
final class RecordingMainView: MainView {
    var presenter: (any MainPresenting)?
    private(set) var states: [MainViewState] = []
    private(set) var alerts: [Alert] = []

    func render(_ state: MainViewState) { states.append(state) }
    func show(_ alert: Alert) { alerts.append(alert) }
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
    func makeMainView() -> any MainView { RecordingMainView() }
}
