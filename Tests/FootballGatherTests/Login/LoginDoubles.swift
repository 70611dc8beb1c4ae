import VIPERKit

@testable import FootballGather

/// Records every state the Login presenter renders and every alert it shows.
@MainActor
final class RecordingLoginView: LoginView {
    var presenter: (any LoginPresenting)?
    private(set) var states: [LoginViewState] = []
    private(set) var alerts: [Alert] = []

    func render(_ state: LoginViewState) { states.append(state) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

/// Records where the Login presenter navigates.
@MainActor
final class RecordingLoginRouter: LoginRouting {
    private(set) var openedPlayerList = 0

    func showPlayerList() { openedPlayerList += 1 }
}
