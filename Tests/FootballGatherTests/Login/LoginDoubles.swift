import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording Login view (see ``RecordingView``).
final class RecordingLoginView: RecordingView<LoginViewState>, LoginView {
    var presenter: (any LoginPresenting)?
}

/// Records where the Login presenter navigates.
@MainActor
final class RecordingLoginRouter: LoginRouting {
    private(set) var openedPlayerList = 0

    func showPlayerList() { openedPlayerList += 1 }
}

extension RecordingViewFactory {
    /// The last Login view made, while its screen is alive.
    var loginView: RecordingLoginView? { last() }

    func makeLoginView() -> any LoginView { record(RecordingLoginView()) }
}
