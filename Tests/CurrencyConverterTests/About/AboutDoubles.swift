import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverter

/// A recording About view (see ``RecordingView``).
final class RecordingAboutView: RecordingView<AboutViewState>, AboutView {
    var presenter: (any AboutPresenting)?
}

/// Records where the About presenter navigates.
@MainActor
final class RecordingAboutRouter: AboutRouting {
    enum Route: Equatable {
        case close
    }

    private(set) var routes: [Route] = []

    func close() { routes.append(.close) }
}

extension RecordingViewFactory {
    /// A recording About view, for ``ModuleFactory/makeAbout()``.
    func makeAboutView() -> any AboutView { record(RecordingAboutView()) }
}
