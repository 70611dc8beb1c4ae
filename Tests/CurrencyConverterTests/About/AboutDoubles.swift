import VIPERKit

@testable import CurrencyConverter

/// Records every state the About presenter renders.
@MainActor
final class RecordingAboutView: AboutView {
    var presenter: (any AboutPresenting)?
    private(set) var states: [AboutViewState] = []

    func render(_ state: AboutViewState) { states.append(state) }
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
    func makeAboutView() -> any AboutView { RecordingAboutView() }
}
