import FootballGather
import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

/// Records every state the Gather presenter renders, every alert and every question;
/// answers questions from `answers`, in order.
@MainActor
final class RecordingGatherView: GatherView {
    var presenter: (any GatherPresenting)?
    private(set) var states: [GatherViewState] = []
    private(set) var alerts: [Alert] = []
    private var script = ScriptedAnswers()
    var questions: [VIPERKit.Confirmation] { script.questions }
    /// The answers to the next questions, first one first.
    var answers: [Bool] {
        get { script.answers }
        set { script.answers = newValue }
    }
    private let renders = ChangeWaiter()

    func render(_ state: GatherViewState) {
        states.append(state)
        renders.changed()
    }

    /// Returns once the last rendered state shows `clock` (the ticks of an advanced test clock
    /// reach the view asynchronously).
    func waitForClock(_ clock: String) async {
        await renders.wait { [unowned self] in states.last?.clock == clock }
    }

    /// Returns once the last rendered state says "Time's up!".
    func waitForTimeUp() async {
        await renders.wait { [unowned self] in states.last?.clockMessage != nil }
    }
    func show(_ alert: Alert) { alerts.append(alert) }

    func ask(_ confirmation: VIPERKit.Confirmation) async -> Bool {
        script.answer(confirmation)
    }
}

/// Records where the Gather presenter navigates.
@MainActor
final class RecordingGatherRouter: GatherRouting {
    enum Route: Equatable {
        case close
        case playerList
        case login(notice: String)
    }

    private(set) var routes: [Route] = []

    func close() { routes.append(.close) }
    func returnToPlayerList() { routes.append(.playerList) }
    func showLogin(notice: String) { routes.append(.login(notice: notice)) }
}

/// Counts how often Gather reported its end.
@MainActor
final class RecordingGatherDelegate: GatherDelegate {
    private(set) var endedGathers = 0

    func gatherDidEnd() { endedGathers += 1 }
}
