import FootballGather
import VIPERKit

@testable import FootballGather

/// Records every state the History presenter renders and every alert it shows.
@MainActor
final class RecordingHistoryView: HistoryView {
    var presenter: (any HistoryPresenting)?
    private(set) var states: [HistoryViewState] = []
    private(set) var alerts: [Alert] = []

    func render(_ state: HistoryViewState) { states.append(state) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

/// Records where the History presenter navigates.
@MainActor
final class RecordingHistoryRouter: HistoryRouting {
    private(set) var loginNotices: [String] = []

    func showLogin(notice: String) { loginNotices.append(notice) }
}
