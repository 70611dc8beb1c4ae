import FootballGather
import VIPERKit
import VIPERKitWeb

/// One game as its organiser runs it: the game's facts, the capacity with − and +, the invite
/// link with Remind and Send invite link (the share sheet, with the link made whole by the page),
/// then its people by
/// standing, each with Move in / Move out and the paid tick (Back is the title bar's).
@MainActor
final class GameDetailWebView: ModuleWebView<GameDetailViewState, any GameDetailPresenting>, GameDetailView {
    override var screenName: String { "game-detail" }
    /// The actions shown with the invite link, as buttons that share it.
    private static let sharing: [GameDetailAction] = [.remind, .sendLink]

    override func renderContent() -> HTML {
        guard !state.when.isEmpty else {
            guard let message = state.emptyMessage else { return .empty }
            return .element("div", [("class", "empty-state")]) {
                HTML.paragraph(message, class: "empty")
                HTML.actions(state.actions.filter { $0.role != .cancel })
            }
        }
        return .joined([
            .element("section", [("class", "detail-section game-detail")]) {
                HTML.element("h2", [], [.text(state.when)])
                HTML.paragraph(state.place)
                HTML.element("ul", [("class", "facts")], state.facts.map { .element("li", [], [.text($0)]) })
                HTML.element("div", [("class", "actions capacity")], state.capacityActions.map(HTML.button))
            },
            invite,
            .element("div", [("class", "actions")]) {
                for action in state.actions where action.role != .cancel && !Self.sharing.contains(action.id) {
                    HTML.button(action)
                }
            },
            people,
        ])
    }

    private var invite: HTML {
        guard let path = state.invitePath else { return .empty }
        return .element("section", [("class", "live-link"), ("aria-label", "Invite link")]) {
            HTML.element("p", [("class", "live-link-note")]) {
                HTML.text((state.inviteNote ?? "") + " ")
                HTML.element("a", [("href", path), ("target", "_blank"), ("rel", "noopener")], [.text("Open it")])
            }
            HTML.actions {
                if let remind = state.actions[.remind] {
                    HTML.shareButton(remind, text: state.remindText, path: path)
                }
                if let send = state.actions[.sendLink] {
                    HTML.shareButton(send, text: state.invitationText, path: path)
                }
            }
        }
    }

    private var people: HTML {
        if let message = state.emptyMessage { return HTML.paragraph(message, class: "empty") }
        return .joined(
            state.groups.map { group in
                .element("section", [("class", "game-people")]) {
                    HTML.element("h2", [], [.text(group.title)])
                    HTML.element("ul", [("class", "rows")], group.rows.map(row))
                }
            })
    }

    private func row(_ row: GamePersonRow) -> HTML {
        .element("li", [("class", "row"), ("data-key", row.id.uuidString)]) {
            HTML.element("span", [("class", "row-title")], [.text(row.name)])
            if let detail = row.detail { HTML.element("span", [("class", "row-detail")], [.text(detail)]) }
            HTML.actions(row.actions)
        }
    }
}
