import Testing
import VIPERKit

/// A module's view for presenter, router and assembly tests: records every state the presenter
/// renders, every alert it shows and every question it asks, and answers the questions from a
/// script.
///
/// A module's double subclasses it with the module's view state, adopts the module's view
/// protocol and adds the presenter the assembly sets:
///
/// ```swift
/// final class RecordingPlayerListView: RecordingView<PlayerListViewState>, PlayerListView {
///     var presenter: (any PlayerListPresenting)?
/// }
/// ```
///
/// A question that the test did not script an answer for fails the test (and is answered "no"),
/// unless the view was made with an ``unscriptedAnswer``.
@MainActor
open class RecordingView<State: Equatable & Sendable>: AlertDisplaying, ConfirmationAsking {
    /// Every state rendered, oldest first; tests compare the whole list.
    public private(set) var states: [State] = []
    /// Every alert shown, oldest first.
    public private(set) var alerts: [Alert] = []
    /// Every question asked, oldest first, answered or not.
    public private(set) var questions: [VIPERKit.Confirmation] = []
    /// The answers to the next questions, first one first; each question takes one.
    public var answers: [Bool] = []
    /// The answer to a question once ``answers`` has run out; `nil` fails the test instead.
    public var unscriptedAnswer: Bool?
    private let renders = ChangeWaiter()

    /// A view with no states, alerts or questions yet.
    /// - Parameter unscriptedAnswer: the answer to questions once ``answers`` has run out; `nil`
    ///   (the default) records an issue for such a question, failing the test.
    public init(unscriptedAnswer: Bool? = nil) {
        self.unscriptedAnswer = unscriptedAnswer
    }

    /// The state rendered last, `nil` before the first render.
    public var lastState: State? { states.last }

    /// Records `state` and resumes the callers of ``waitForState(where:)`` it satisfies.
    open func render(_ state: State) {
        states.append(state)
        renders.changed()
    }

    /// Records `alert`.
    open func show(_ alert: Alert) {
        alerts.append(alert)
    }

    /// Records `confirmation` and answers it with the next of ``answers``, else with
    /// ``unscriptedAnswer``; when that is `nil` too, records an issue and answers "no".
    open func ask(_ confirmation: VIPERKit.Confirmation) async -> Bool {
        questions.append(confirmation)
        if !answers.isEmpty { return answers.removeFirst() }
        if let unscriptedAnswer { return unscriptedAnswer }
        Issue.record(Comment(rawValue: "Unexpected question: \(confirmation.message)"))
        return false
    }

    /// Returns once the state rendered last satisfies `condition`: at once if it already does,
    /// else after the render that makes it so. For presenters whose renders arrive
    /// asynchronously (the ticks of a clock); no sleeping or polling.
    public func waitForState(where condition: @escaping (State) -> Bool) async {
        await renders.wait { [unowned self] in lastState.map(condition) ?? false }
    }
}
