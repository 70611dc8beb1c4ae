import FootballGather
import Testing
import VIPERKit

@testable import FootballGather

/// Records every state the ConfirmPlayers presenter renders and every alert it shows.
@MainActor
final class RecordingConfirmPlayersView: ConfirmPlayersView {
    var presenter: (any ConfirmPlayersPresenting)?
    private(set) var states: [ConfirmPlayersViewState] = []
    private(set) var alerts: [Alert] = []

    func render(_ state: ConfirmPlayersViewState) { states.append(state) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

/// Records where the ConfirmPlayers presenter navigates.
@MainActor
final class RecordingConfirmPlayersRouter: ConfirmPlayersRouting {
    enum Route: Equatable {
        /// The Gather screen for `gather`, reporting to the object `delegate`.
        case gather(Gather, delegate: ObjectIdentifier)
        case login(notice: String)
    }

    private(set) var routes: [Route] = []

    func showGather(_ gather: Gather, delegate: any GatherDelegate) {
        routes.append(.gather(gather, delegate: ObjectIdentifier(delegate)))
    }

    func showLogin(notice: String) { routes.append(.login(notice: notice)) }
}

/// Counts how often ConfirmPlayers reported the end of its gather.
@MainActor
final class RecordingConfirmPlayersDelegate: ConfirmPlayersDelegate {
    private(set) var endedGathers = 0

    func confirmPlayersDidEndGather() { endedGathers += 1 }
}
