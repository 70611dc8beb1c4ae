import FootballGather
import VIPERKit
import VIPERKitWeb

/// A game seen through its invite link, on a phone: when and where, the cost per head, "Every
/// week", the places left, the note, "You: Ana — In", the name to answer as (a field and the
/// names not answered yet, when asked), In, Maybe and Out at touch size, then who stands where;
/// or why no answer can be given.
@MainActor
final class InviteWebView: ModuleWebView<InviteViewState, any InvitePresenting>, InviteView {
    override var screenName: String { "invite" }

    override func handleFieldEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(name: InviteField.name.rawValue, let value):
            presenter?.fieldDidChange(.name, to: value)
        case .key(.enter, field: InviteField.name.rawValue):
            perform(.answerIn)
        default:
            return false
        }
        return true
    }

    override func renderContent() -> HTML {
        guard !state.when.isEmpty else {
            guard let notice = state.notice else { return .empty }
            return .element("section", [("class", "detail-section invite-notice")]) {
                HTML.element("p", [("class", "notice"), ("role", "alert")], [.text(notice)])
                if !state.actions.isEmpty { HTML.actions(state.actions) }
            }
        }
        return .joined([
            .element("section", [("class", "detail-section game-detail"), ("aria-label", "The game")]) {
                HTML.element("h2", [], [.text(state.when)])
                HTML.paragraph(state.timeZone, class: "hint")
                HTML.paragraph(state.place)
                if let cost = state.cost { HTML.paragraph(cost, class: "invite-cost") }
                if let repeats = state.repeats { HTML.paragraph(repeats, class: "invite-repeats") }
                HTML.paragraph(state.placesLeft, class: "invite-places")
                if let note = state.note { HTML.paragraph(note, class: "invite-note") }
                if let calendar = state.calendarPath {
                    HTML.element(
                        "a", [("class", "calendar-link"), ("href", calendar), ("download", "")],
                        [.text(state.calendarTitle)])
                }
            },
            answer,
            .joined(
                state.groups.map { group in
                    .element("section", [("class", "game-people")]) {
                        HTML.element("h2", [], [.text(group.title)])
                        HTML.element(
                            "ul", [("class", "rows")],
                            group.names.map { .element("li", [("class", "row")], [.text($0)]) })
                    }
                }),
        ])
    }

    /// Who answers, the three answers and what the last one did; or why answers cannot be given.
    private var answer: HTML {
        .element("section", [("class", "detail-section invite-answer"), ("aria-label", "Your answer")]) {
            if let you = state.you { HTML.element("p", [("class", "invite-you")], [.text(you)]) }
            if let notice = state.notice {
                HTML.element("p", [("class", "notice"), ("role", "alert")], [.text(notice)])
            }
            if state.asksName {
                HTML.textField(name: InviteField.name.rawValue, label: state.nameLabel, value: state.name)
                HTML.paragraph(state.nameHint, class: "hint")
                if !state.offeredNames.isEmpty {
                    HTML.element("div", [("class", "actions invite-names")], state.offeredNames.map(HTML.button))
                }
            }
            if !state.answers.isEmpty {
                HTML.element("div", [("class", "actions invite-answers")], state.answers.map(HTML.button))
            }
            if let confirmation = state.confirmation {
                HTML.element("p", [("class", "invite-confirmation"), ("role", "status")], [.text(confirmation)])
            }
            if let failure = state.failure {
                HTML.element("p", [("class", "notice"), ("role", "alert")], [.text(failure)])
            }
            if !state.actions.isEmpty { HTML.actions(state.actions) }
        }
    }
}
