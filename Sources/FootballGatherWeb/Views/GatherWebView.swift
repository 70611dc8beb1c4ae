import FootballGather
import FootballGatherAPI
import Foundation
import VIPERKit
import VIPERKitWeb

/// The gather in progress: the score with a goal stepper per team, the match clock with its inline
/// time picker, both teams, and ending the gather. Back asks the presenter, which asks the user
/// before leaving a gather under way.
@MainActor
final class GatherWebView: ModuleWebView<GatherViewState, any GatherPresenting>, GatherView {
    /// The clock's current run and the moment it reaches 00:00, fixed when the run is first shown.
    private var runEnd: (run: Int, endsAt: Date)?

    override var screenName: String { "gather" }

    /// While the time picker is open, its fields type, Enter in them sets the time and Escape
    /// closes it (rather than leaving the gather).
    override func handleContentEvent(_ event: WebEvent) -> Bool {
        if state.timePicker != nil, handleTimePickerEvent(event) { return true }
        return super.handleContentEvent(event)
    }

    private func handleTimePickerEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(let name, let text):
            guard let field = GatherField(rawValue: name) else { return false }
            presenter?.fieldDidChange(field, to: text)
        case .key(.enter, let field?) where GatherField(rawValue: field) != nil:
            perform(.setTime)
        case .key(.escape, _):
            perform(.closeTimePicker)
        default:
            return false
        }
        return true
    }

    /// A tick of a running clock changes only its text, which the page counts by itself: nothing to draw.
    override func drawsDifferently(_ state: GatherViewState, than previous: GatherViewState) -> Bool {
        guard state.countdown != nil, state.countdown == previous.countdown else { return state != previous }
        var ticked = previous
        ticked.clock = state.clock
        return state != ticked
    }

    // MARK: Rendering

    override func renderContent() -> HTML {
        .joined([
            scoreboard,
            matchClock,
            .element("div", [("class", "teams")]) {
                HTML.team(state.teamAName, rows: state.teamA)
                HTML.team(state.teamBName, rows: state.teamB)
            },
            .actions(state.gatherActions.filter { $0.role != .cancel }),
            .liveLink(
                path: state.liveLinkPath, note: state.liveLinkNote, actions: state.liveLinkActions, send: .sendLiveLink),
        ])
    }

    private var scoreboard: HTML {
        .element("section", [("class", "scoreboard"), ("aria-label", "Score")]) {
            score(state.teamAName, value: state.scoreA, id: "score-a", team: .teamA)
            HTML.element("span", [("class", "score-separator"), ("aria-hidden", "true")], [.text(":")])
            score(state.teamBName, value: state.scoreB, id: "score-b", team: .teamB)
        }
    }

    private func score(_ name: String, value: Int, id: String, team: GatherTeam) -> HTML {
        .element("div", [("class", "score-team")]) {
            HTML.element("span", [("class", "team-name")], [.text(name)])
            HTML.element(
                "span",
                [
                    ("data-min", String(GatherScore.goals.lowerBound)),
                    ("data-max", String(GatherScore.goals.upperBound)), ("id", id), ("class", "score"),
                    ("aria-live", "polite"),
                ], [.text(String(value))])
            HTML.element("div", [("class", "steppers")], state.goalActions(of: team).map { goal(goal: $0, on: id) })
        }
    }

    /// A goal's button counts on the score at once, also offline (``HTML/countingButton(_:target:step:)``).
    private func goal(goal action: ScreenAction<GatherAction>, on score: String) -> HTML {
        switch action.id {
        case .addGoal: .countingButton(action, target: score, step: 1)
        case .removeGoal: .countingButton(action, target: score, step: -1)
        default: .button(action)
        }
    }

    private var matchClock: HTML {
        .element("section", [("class", "match-clock"), ("aria-label", "Match clock")]) {
            clockFace
            clockStatus
            if let message = state.clockMessage {
                HTML.element("p", [("class", "clock-message"), ("role", "status")], [.text(message)])
            }
            if let picker = state.timePicker {
                timePicker(picker)
            } else {
                HTML.actions([state.clockActions[0], state.setTime, state.clockActions[1]])
            }
        }
    }

    /// The time left. While the clock runs the page counts down by itself (``HTML/countdown(until:)``),
    /// so every second of one run renders the same page and none is sent.
    private var clockFace: HTML {
        let countdown = state.countdown
        let attributes: HTML.Attributes = [
            ("id", "clock"), ("class", "clock"), ("role", "timer"), HTML.countdown(until: endOfRun(countdown)),
        ]
        return .element("div", attributes, [.text(countdown?.startText ?? state.clock)])
    }

    /// "Paused" under the time while the clock is paused. The live region is always on the page
    /// (empty otherwise), so a screen reader politely announces the word when it appears.
    private var clockStatus: HTML {
        .element(
            "p", [("id", "clock-status"), ("class", "clock-status"), ("role", "status"), ("aria-live", "polite")],
            state.clockStatus.map { [.text($0)] } ?? [])
    }

    /// When the running clock reaches 00:00: fixed the first time its run is shown.
    private func endOfRun(_ countdown: ClockCountdown?) -> Date? {
        guard let countdown else { return nil }
        if runEnd?.run != countdown.run {
            runEnd = (countdown.run, Date().addingTimeInterval(TimeInterval(countdown.startSeconds)))
        }
        return runEnd?.endsAt
    }

    private func timePicker(_ picker: MatchTimePicker) -> HTML {
        .element("div", [("class", "time-picker"), ("role", "group"), ("aria-label", picker.title)]) {
            HTML.element("div", [("class", "time-fields")]) {
                HTML.textField(
                    name: GatherField.minutes.rawValue, label: picker.minutesLabel, value: picker.minutes, kind: .number
                )
                HTML.textField(
                    name: GatherField.seconds.rawValue, label: picker.secondsLabel, value: picker.seconds, kind: .number
                )
            }
            if let problem = picker.problem {
                HTML.element("p", [("class", "problem"), ("role", "alert")], [.text(problem)])
            }
            HTML.actions([picker.set, picker.cancel])
        }
    }
}
