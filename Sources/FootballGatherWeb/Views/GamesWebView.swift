import FootballGather
import VIPERKit
import VIPERKitWeb

/// The organiser's games, upcoming then past: when, where and how full each one is.
@MainActor
final class GamesWebView: ModuleWebView<GamesViewState, any GamesPresenting>, GamesView {
    override var screenName: String { "games" }

    override func renderContent() -> HTML {
        .joined([HTML.actions(state.toolbar), list])
    }

    private var list: HTML {
        guard !state.sections.isEmpty else {
            guard let message = state.emptyMessage else { return .empty }
            return .element("div", [("class", "empty-state")]) {
                HTML.paragraph(message, class: "empty")
                if let action = state.emptyAction { HTML.actions([action]) }
            }
        }
        return .joined(
            state.sections.map { section in
                .element("section", [("class", "games")]) {
                    HTML.element("h2", [], [.text(section.title)])
                    HTML.element("ul", [("class", "rows game-rows")], section.rows.map(row))
                }
            })
    }

    private func row(_ row: GameRow) -> HTML {
        .element("li", [("class", "row"), ("data-key", row.id.uuidString)]) {
            HTML.element(
                "button",
                [
                    ("type", "button"), ("class", "button plain row-main"), ("data-action", row.open.id.name),
                    ("data-value", row.open.id.argument), ("aria-label", row.open.label),
                    ("disabled", HTML.Attributes.flag(!row.open.isEnabled)),
                ]
            ) {
                HTML.element("span", [("class", "row-title")], [.text(row.when)])
                HTML.element("span", [("class", "row-detail")], [.text(row.place)])
                HTML.element("span", [("class", "row-detail")], [.text(row.fill)])
                if let status = row.status { HTML.element("span", [("class", "row-detail")], [.text(status)]) }
            }
        }
    }
}
