import VIPERKit

@testable import FootballGather

/// Records every state the PlayerEdit presenter renders and every alert it shows.
@MainActor
final class RecordingPlayerEditView: PlayerEditView {
    var presenter: (any PlayerEditPresenting)?
    private(set) var states: [PlayerEditViewState] = []
    private(set) var alerts: [Alert] = []

    func render(_ state: PlayerEditViewState) { states.append(state) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

/// Records where the PlayerEdit presenter navigates.
@MainActor
final class RecordingPlayerEditRouter: PlayerEditRouting {
    enum Route: Equatable {
        case close
        case login(notice: String)
    }

    private(set) var routes: [Route] = []

    func close() { routes.append(.close) }
    func showLogin(notice: String) { routes.append(.login(notice: notice)) }
}

/// Records the players PlayerEdit reported as saved.
@MainActor
final class RecordingPlayerEditDelegate: PlayerEditDelegate {
    private(set) var updated: [Player] = []

    func playerEditDidUpdate(_ player: Player) { updated.append(player) }
}
