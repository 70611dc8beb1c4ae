import FootballGather
import Foundation
import VIPERKit
import VIPERKitWeb

/// Picks the teams: Bench, Team A and Team B, each row with buttons that move the player to
/// the other two places.
@MainActor
final class ConfirmPlayersWebView: ModuleWebView<ConfirmPlayersViewState, any ConfirmPlayersPresenting>,
    ConfirmPlayersView
{
    override var screenName: String { "confirm-players" }

    override func renderContent() -> HTML {
        .joined([
            .element("div", [("class", "team-sections")], state.sections.map(section)),
            .element("div", [("class", "start")]) {
                if let hint = state.hint {
                    HTML.paragraph(hint, class: "hint")
                }
                HTML.element("div", [("class", "actions")]) {
                    HTML.button(state.balance)
                    HTML.shareButton(state.share, text: state.shareText)
                    HTML.button(state.start)
                }
            },
        ])
    }

    private func section(_ section: ConfirmPlayersSection) -> HTML {
        .element("section", [("class", "team-section")]) {
            HTML.element("h2", [], [.text(section.header)])
            if section.rows.isEmpty {
                HTML.paragraph(state.emptySectionText, class: "hint")
            } else {
                HTML.element("ul", [("class", "rows")], section.rows.map { row($0, in: section) })
            }
        }
    }

    private func row(_ row: ConfirmPlayersRow, in section: ConfirmPlayersSection) -> HTML {
        .element("li", [("class", "row team-row"), ("data-key", row.id.uuidString)]) {
            HTML.element("span", [("class", "row-title")], [.text(row.name)])
            HTML.element("span", [("class", "acronym")], [.text(row.position)])
            HTML.element("span", [("class", "moves")], section.moves(of: row).map(HTML.button))
        }
    }
}
