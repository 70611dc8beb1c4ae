import FootballGather
import Foundation
import VIPERKit
import VIPERKitWeb

/// Picks the teams: Bench, Team A and Team B, each row with buttons that move the player to
/// the other two places (`move-bench`, `move-team-a`, `move-team-b`, the player's id as value).
@MainActor
final class ConfirmPlayersWebView: WebView, ConfirmPlayersView {
    var presenter: (any ConfirmPlayersPresenting)?
    private(set) var state = ConfirmPlayersViewState(
        title: "", sections: [], isStartEnabled: false, hint: nil, isLoading: false)

    override var title: String { state.title }
    override var screenName: String { "confirm-players" }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: ConfirmPlayersViewState) {
        self.state = state
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override func handleContentEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .action("start-gather", _) where state.isStartEnabled:
            tasks.run { [presenter] in await presenter?.didTapStartGather() }
            return true
        case .action(let action, let value):
            guard let team = Team.allCases.first(where: { Self.moveAction(to: $0) == action }),
                let id = value.flatMap(UUID.init(uuidString:)),
                state.sections.contains(where: { $0.rows.contains { $0.id == id } })
            else { return false }
            presenter?.didMove(playerID: id, to: team)
            return true
        default:
            return false
        }
    }

    /// The action that moves a player to `team`.
    static func moveAction(to team: Team) -> String {
        switch team {
        case .bench: "move-bench"
        case .teamA: "move-team-a"
        case .teamB: "move-team-b"
        }
    }

    /// The button's short title for `team`.
    private static func moveTitle(to team: Team) -> String {
        switch team {
        case .bench: "Bench"
        case .teamA: "→ A"
        case .teamB: "→ B"
        }
    }

    override func renderContent() -> HTML {
        .joined([
            .element("div", [("class", "team-sections")], state.sections.map(section)),
            .element("div", [("class", "start")]) {
                if let hint = state.hint {
                    HTML.paragraph(hint, class: "hint")
                }
                HTML.actions {
                    HTML.button(
                        "Start Gather", action: "start-gather", style: .primary, isEnabled: state.isStartEnabled)
                }
            },
        ])
    }

    private func section(_ section: ConfirmPlayersSection) -> HTML {
        .element("section", [("class", "team-section")]) {
            HTML.element("h2", [], [.text(section.header)])
            if section.rows.isEmpty {
                HTML.paragraph("No players.", class: "hint")
            } else {
                HTML.element("ul", [("class", "rows")], section.rows.map { row($0, in: section.team) })
            }
        }
    }

    private func row(_ row: ConfirmPlayersRow, in team: Team) -> HTML {
        .element("li", [("class", "row team-row"), ("data-key", row.id.uuidString)]) {
            HTML.element("span", [("class", "row-title")], [.text(row.name)])
            HTML.element("span", [("class", "acronym")], [.text(row.position)])
            HTML.element("span", [("class", "moves")]) {
                Team.allCases.filter { $0 != team }.map { destination in
                    HTML.button(
                        Self.moveTitle(to: destination), action: Self.moveAction(to: destination),
                        value: row.id.uuidString, label: "Move \(row.name) to \(destination.rawValue)")
                }
            }
        }
    }
}
