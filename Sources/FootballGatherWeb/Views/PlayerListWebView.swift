import FootballGather
import Foundation
import VIPERKit
import VIPERKitWeb

/// The player list: browse, open, add, delete, select players for a gather, history, log out, and
/// the match in progress on any device of the account, with its Open (`open-match`).
///
/// In list mode a row opens the player (`open`) and has its own Delete (`delete`); in selection
/// mode a row ticks or unticks the player (`tick`). Rows carry the player's id as `data-value`.
@MainActor
final class PlayerListWebView: ModuleWebView<PlayerListViewState, any PlayerListPresenting>, PlayerListView {
    override var screenName: String { "player-list" }

    override func renderContent() -> HTML {
        .joined([matchLine, HTML.actions(state.toolbar), list])
    }

    /// "Match in progress · Team A 0 : 0 Team B" and Open, a status region, so a screen reader
    /// tells when it appears and when the score changes.
    private var matchLine: HTML {
        guard let match = state.match else { return .empty }
        return .element("section", [("class", "notice match-line"), ("role", "status"), ("aria-live", "polite")]) {
            // The title keeps its dot: a narrow screen puts the whole score on the next line.
            HTML.element("p", [("class", "match-text")]) {
                HTML.element("span", [("class", "match-title")], [.text(match.title + " ·")])
                HTML.text(" ")
                HTML.element("span", [("class", "match-score")], [.text(match.score)])
            }
            HTML.button(match.open)
        }
    }

    private var list: HTML {
        guard !state.rows.isEmpty else {
            guard let message = state.emptyMessage else { return .empty }
            return .element("div", [("class", "empty-state")]) {
                HTML.paragraph(message, class: "empty")
                if let action = state.emptyAction { HTML.actions([action]) }
            }
        }
        return .element("ul", [("class", "rows player-rows")], state.rows.map(row))
    }

    private func row(_ row: PlayerListRow) -> HTML {
        let isSelecting = state.mode == .selection
        let ticked = isSelecting && row.isTicked
        return .element("li", [("class", ticked ? "row ticked" : "row"), ("data-key", row.id.uuidString)]) {
            HTML.element(
                "button",
                [
                    ("type", "button"),
                    ("class", isSelecting ? "button plain row-main selectable" : "button plain row-main"),
                    ("data-action", row.primary.id.name), ("data-value", row.primary.id.argument),
                    ("aria-pressed", isSelecting ? String(row.isTicked) : nil),
                ]
            ) {
                if isSelecting {
                    HTML.element(
                        "span", [("class", "tick"), ("aria-hidden", "true")], [.text(row.isTicked ? "✓" : "")])
                }
                HTML.element("span", [("class", "row-title")], [.text(row.name)])
                HTML.element("span", [("class", "row-detail")], [.text(row.position)])
                HTML.element("span", [("class", "row-detail")], [.text(row.skill)])
            }
            if let delete = row.delete { HTML.button(delete) }
        }
    }
}
