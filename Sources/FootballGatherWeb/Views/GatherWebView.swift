import FootballGather
import FootballGatherAPI
import Foundation
import VIPERKit
import VIPERKitWeb

/// The gather in progress: the score with a goal stepper per team, the match clock with its inline
/// time picker, both teams, and ending the gather. Back asks the presenter, which asks the user
/// before leaving a gather under way.
@MainActor
final class GatherWebView: WebView, GatherView {
    /// The time picker while it is open: what is typed, and why it cannot be used.
    struct TimePicker: Equatable {
        var minutes: String
        var seconds: String
        var problem: String?
    }

    static let outOfRange = "Minutes and seconds must each be a whole number from 0 to 59."
    static let zeroTime = "Please choose a time longer than 00:00."

    var presenter: (any GatherPresenting)?
    private(set) var state = GatherViewState(
        title: "", teamA: [], teamB: [], scoreA: 0, scoreB: 0, clock: "", clockAction: "", clockMessage: nil,
        setMinutes: 0, setSeconds: 0, isLoading: false)
    /// The open time picker; `nil` when closed.
    private(set) var picker: TimePicker?

    override var title: String { state.title }
    override var screenName: String { "gather" }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: GatherViewState) {
        self.state = state
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override func handleContentEvent(_ event: WebEvent) -> Bool {
        if picker != nil, handlePickerEvent(event) { return true }
        switch event {
        case .action("add-goal", let value):
            guard let team = Self.team(value) else { return false }
            presenter?.didTapIncrementScore(for: team)
        case .action("remove-goal", let value):
            guard let team = Self.team(value) else { return false }
            presenter?.didTapDecrementScore(for: team)
        case .action("clock-action", _):
            presenter?.didTapClockAction()
        case .action("reset-clock", _):
            presenter?.didTapCancelClock()
        case .action("set-time", _):
            picker = TimePicker(minutes: Self.twoDigits(state.setMinutes), seconds: Self.twoDigits(state.setSeconds))
        case .action("end-gather", _):
            tasks.run { [presenter] in await presenter?.didTapEndGather() }
        default:
            return false
        }
        return true
    }

    private func handlePickerEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(name: "minutes", let value):
            picker?.minutes = value
        case .input(name: "seconds", let value):
            picker?.seconds = value
        case .action("time-ok", _), .key(.enter, field: "minutes"), .key(.enter, field: "seconds"):
            setTime()
        case .action("time-cancel", _), .key(.escape, _):
            picker = nil
        default:
            return false
        }
        return true
    }

    /// Sets the typed time, or says why it cannot be used and leaves the clock alone.
    private func setTime() {
        guard let picker else { return }
        guard let minutes = Self.number(picker.minutes), let seconds = Self.number(picker.seconds) else {
            self.picker?.problem = Self.outOfRange
            return
        }
        guard minutes > 0 || seconds > 0 else {
            self.picker?.problem = Self.zeroTime
            return
        }
        self.picker = nil
        presenter?.didSetTime(minutes: minutes, seconds: seconds)
    }

    override func handleBack() -> Bool {
        picker = nil
        tasks.run { [presenter] in await presenter?.didTapBack() }
        return true
    }

    /// A whole number from 0 to 59 typed by the user, or `nil`.
    private static func number(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= 2, let value = Int(trimmed), (0...59).contains(value) else { return nil }
        return value
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    private static func team(_ value: String?) -> GatherTeam? {
        switch value {
        case "team-a": .teamA
        case "team-b": .teamB
        default: nil
        }
    }

    // MARK: Rendering

    override func renderContent() -> HTML {
        .joined([
            scoreboard,
            matchClock,
            .element("div", [("class", "teams")]) {
                team("Team A", rows: state.teamA)
                team("Team B", rows: state.teamB)
            },
            .actions { HTML.button("End Gather", action: "end-gather", style: .primary) },
        ])
    }

    private var scoreboard: HTML {
        .element("section", [("class", "scoreboard"), ("aria-label", "Score")]) {
            score("Team A", value: state.scoreA, id: "score-a", team: "team-a")
            HTML.element("span", [("class", "score-separator"), ("aria-hidden", "true")], [.text(":")])
            score("Team B", value: state.scoreB, id: "score-b", team: "team-b")
        }
    }

    private func score(_ name: String, value: Int, id: String, team: String) -> HTML {
        .element("div", [("class", "score-team")]) {
            HTML.element("span", [("class", "team-name")], [.text(name)])
            HTML.element("span", [("id", id), ("class", "score"), ("aria-live", "polite")], [.text(String(value))])
            HTML.element("div", [("class", "steppers")]) {
                HTML.button("−", action: "remove-goal", value: team, label: "\(name) remove a goal")
                HTML.button("+", action: "add-goal", value: team, label: "\(name) add a goal")
            }
        }
    }

    private var matchClock: HTML {
        .element("section", [("class", "match-clock"), ("aria-label", "Match clock")]) {
            HTML.element("div", [("id", "clock"), ("class", "clock"), ("role", "timer")], [.text(state.clock)])
            if let message = state.clockMessage {
                HTML.element("p", [("class", "clock-message"), ("role", "status")], [.text(message)])
            }
            if let picker {
                timePicker(picker)
            } else {
                HTML.actions {
                    HTML.button(state.clockAction, action: "clock-action", style: .primary)
                    HTML.button("Set time", action: "set-time")
                    HTML.button("Reset clock", action: "reset-clock")
                }
            }
        }
    }

    private func timePicker(_ picker: TimePicker) -> HTML {
        .element("div", [("class", "time-picker"), ("role", "group"), ("aria-label", "Set time")]) {
            HTML.element("div", [("class", "time-fields")]) {
                HTML.textField(name: "minutes", label: "Minutes", value: picker.minutes, kind: .number)
                HTML.textField(name: "seconds", label: "Seconds", value: picker.seconds, kind: .number)
            }
            if let problem = picker.problem {
                HTML.element("p", [("class", "problem"), ("role", "alert")], [.text(problem)])
            }
            HTML.actions {
                HTML.button("OK", action: "time-ok", style: .primary)
                HTML.button("Cancel", action: "time-cancel")
            }
        }
    }

    private func team(_ name: String, rows: [GatherRow]) -> HTML {
        .element("section", [("class", "team")]) {
            HTML.element("h2", [], [.text(name)])
            HTML.element(
                "ul", [("class", "rows")],
                rows.map { row in
                    .element("li", [("class", "row team-row"), ("data-key", row.id.uuidString)]) {
                        HTML.element("span", [("class", "row-title")], [.text(row.name)])
                        HTML.element("span", [("class", "acronym")], [.text(row.position)])
                    }
                })
        }
    }
}
