import VIPERKit

@testable import FootballGather

/// Records every state the PlayerAdd presenter renders, every alert and every question;
/// answers questions from `answers`, in order.
@MainActor
final class RecordingPlayerAddView: PlayerAddView {
    var presenter: (any PlayerAddPresenting)?
    private(set) var states: [PlayerAddViewState] = []
    private(set) var alerts: [Alert] = []
    private var script = ScriptedAnswers()
    var questions: [VIPERKit.Confirmation] { script.questions }
    /// The answers to the next questions, first one first.
    var answers: [Bool] {
        get { script.answers }
        set { script.answers = newValue }
    }

    func render(_ state: PlayerAddViewState) { states.append(state) }
    func show(_ alert: Alert) { alerts.append(alert) }
    func ask(_ confirmation: VIPERKit.Confirmation) async -> Bool { script.answer(confirmation) }
}

/// Records where the PlayerAdd presenter navigates.
@MainActor
final class RecordingPlayerAddRouter: PlayerAddRouting {
    enum Route: Equatable {
        case close
        case login(notice: String)
    }

    private(set) var routes: [Route] = []

    func close() { routes.append(.close) }
    func showLogin(notice: String) { routes.append(.login(notice: notice)) }
}

/// Records the players PlayerAdd reported as created.
@MainActor
final class RecordingPlayerAddDelegate: PlayerAddDelegate {
    private(set) var created: [Player] = []

    func playerAddDidCreate(_ player: Player) { created.append(player) }
}
