import VIPERKit

@testable import FootballGather

/// Records every state the PlayerEdit presenter renders, every alert and every question;
/// answers questions from `answers`, in order.
@MainActor
final class RecordingPlayerEditView: PlayerEditView {
    var presenter: (any PlayerEditPresenting)?
    private(set) var states: [PlayerEditViewState] = []
    private(set) var alerts: [Alert] = []
    private var script = ScriptedAnswers()
    var questions: [VIPERKit.Confirmation] { script.questions }
    /// The answers to the next questions, first one first.
    var answers: [Bool] {
        get { script.answers }
        set { script.answers = newValue }
    }

    func render(_ state: PlayerEditViewState) { states.append(state) }
    func show(_ alert: Alert) { alerts.append(alert) }
    func ask(_ confirmation: VIPERKit.Confirmation) async -> Bool { script.answer(confirmation) }
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
